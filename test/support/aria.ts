// Finding things in Firefox as a person does, by role and accessible name (puppeteer's
// `::-p-aria`, answered by Firefox's own accessibility tree over WebDriver BiDi), and waiting
// for them: a wait that runs out says what it waited for.
import { TimeoutError, type ElementHandle, type Page } from 'puppeteer-core';
import { WAIT_MS } from './firefox.ts';

export type Scope = Page | ElementHandle<Element>;

/** `::-p-aria([role="button"][name="Save"])`: role and accessible name, both exact. */
export function aria(role: string | null, name?: string): string {
  const quote = (value: string) => {
    // puppeteer's ARIA selector has no escapes: the value is quoted with a mark it does not hold.
    if (!value.includes('"')) return `"${value}"`;
    if (!value.includes("'")) return `'${value}'`;
    throw new Error(`An accessible name with both quote marks cannot be selected: ${value}`);
  };
  const parts = [role === null ? '' : `[role=${quote(role)}]`];
  if (name !== undefined) parts.push(`[name=${quote(name)}]`);
  return `::-p-aria(${parts.join('')})`;
}

function described(role: string | null, name: string | undefined): string {
  return [role ?? 'element', name === undefined ? '' : `“${name}”`].filter(Boolean).join(' ');
}

async function waitedFor<T>(what: string, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    if (error instanceof TimeoutError) {
      throw new Error(`Waited ${WAIT_MS / 1000} s for ${what}`, { cause: error });
    }
    throw error;
  }
}

/** Waits until an element of `role` named `name` is shown in `scope`, and returns it. */
export async function find(
  scope: Scope,
  role: string,
  name?: string,
): Promise<ElementHandle<Element>> {
  return waitedFor(`${described(role, name)} to show`, async () => {
    const handle = await scope.waitForSelector(aria(role, name), { visible: true });
    if (!handle) throw new Error(`${described(role, name)} was not found`);
    return handle;
  });
}

/** Waits until no element of `role` named `name` is shown in `scope`. */
export async function gone(scope: Scope, role: string, name?: string): Promise<void> {
  await waitedFor(`${described(role, name)} to go`, () =>
    scope.waitForSelector(aria(role, name), { hidden: true }),
  );
}

/** Clicks it once it is shown, enabled and still (on a page), or shown (in an element). */
export async function click(scope: Scope, role: string, name?: string): Promise<void> {
  if ('locator' in scope) {
    await waitedFor(`${described(role, name)} to click`, () =>
      scope.locator(aria(role, name)).click(),
    );
  } else {
    await (await find(scope, role, name)).click();
  }
}

/** Types `value` into the field of `role` named `name`, replacing what it holds. */
export async function fill(page: Page, role: string, name: string, value: string): Promise<void> {
  await waitedFor(`${described(role, name)} to fill`, () =>
    page.locator(aria(role, name)).fill(value),
  );
}

/**
 * The form control labelled `name`, whatever role and name Firefox gives it (a date input has no
 * role; a file input is named by its label plus "Browse… No file selected."): the control of the
 * label that reads `name`, or the control named so.
 */
export async function control(page: Page, name: string): Promise<ElementHandle<Element>> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    for (const handle of await page.$$(aria(null, name))) {
      const target = await handle.evaluateHandle((element) => {
        if (element instanceof HTMLLabelElement) return element.control;
        return 'labels' in element && element.labels ? element : null;
      });
      const found = target.asElement();
      if (found) return found as ElementHandle<Element>;
      await target.dispose();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Waited ${WAIT_MS / 1000} s for a control labelled “${name}”`);
}

/** Chooses the file at `path` in the file input labelled `label`, as the file dialog does. */
export async function chooseFile(page: Page, label: string, path: string): Promise<void> {
  const input = await control(page, label);
  const isFileInput = await input.evaluate(
    (element) => element instanceof HTMLInputElement && element.type === 'file',
  );
  if (!isFileInput) throw new Error(`“${label}” labels no file input`);
  await (input as ElementHandle<HTMLInputElement>).uploadFile(path);
}

/** The element's text, as shown words without markup. */
export function textOf(handle: ElementHandle<Element>): Promise<string> {
  return handle.evaluate((element) => element.textContent ?? '');
}

/** The texts of the elements of `role` inside `scope`, in document order (no wait). */
export async function textsOf(scope: Scope, role: string): Promise<string[]> {
  return Promise.all((await scope.$$(aria(role))).map(textOf));
}

/** Whether the element has the keyboard focus. */
export function isFocused(handle: ElementHandle<Element>): Promise<boolean> {
  return handle.evaluate((element) => element === document.activeElement);
}

/** The texts its aria-describedby points at, joined as a screen reader reads them. */
export function descriptionOf(handle: ElementHandle<Element>): Promise<string> {
  return handle.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );
}

/**
 * Sets a text box's value as a paste leaves it and says so with an `input` event: the native
 * setter, so React sees the change (typing a list of hundreds of lines would take minutes).
 */
export async function pasteInto(handle: ElementHandle<Element>, text: string): Promise<void> {
  await handle.evaluate((element, value) => {
    if (!(element instanceof HTMLTextAreaElement)) throw new Error('Not a textarea');
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

/** A description list's terms and definitions inside `scope`, as { term: definition }. */
export async function definitions(scope: Scope): Promise<Record<string, string>> {
  const [terms, values] = await Promise.all([textsOf(scope, 'term'), textsOf(scope, 'definition')]);
  return Object.fromEntries(terms.map((term, i) => [term.trim(), (values[i] ?? '').trim()]));
}

/**
 * Types an ISO date (`2027-01-31`) into a date input with the keyboard, its parts in the order
 * the browser's locale shows them (Firefox's en-US: month, day, year).
 */
export async function typeDate(input: ElementHandle<Element>, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  const order = await input.evaluate(() =>
    new Intl.DateTimeFormat(undefined, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(2000, 0, 2))
      .map((part) => part.type)
      .filter((type) => type === 'year' || type === 'month' || type === 'day'),
  );
  await input.focus();
  const parts: Record<string, string> = { year, month, day };
  await input.type(order.map((type) => parts[type]).join(''));
}
