// Long main-thread tasks of a page (the Long Tasks API): what the budgets of DESIGN.md count.
import type { Page } from '@playwright/test';

/** Starts recording the page's long main-thread tasks; `longestTask` reads the longest. */
export async function recordLongTasks(page: Page) {
  await page.evaluate(() => {
    const tasks: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
    Object.assign(window, { longTasks: tasks });
  });
}

/** The longest task recorded since recordLongTasks or the last call, in ms (0: none). */
export async function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { longTasks?: number[] }).longTasks ?? [];
    const longest = Math.max(0, ...tasks);
    tasks.length = 0;
    return longest;
  });
}
