import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useResumeWhenChecked } from '../../../src/features/batch/run/use-when-checked.ts';
import { AnnouncerProvider } from '../../../src/ui/live-region.tsx';

function setup(current: boolean) {
  const act_ = vi.fn<(key: number) => void>();
  const hook = renderHook(
    ({ current: now, tag }) => useResumeWhenChecked<number>(now, (key) => act_(key * 10 + tag)),
    { initialProps: { current, tag: 1 }, wrapper: AnnouncerProvider },
  );
  return { hook, act: act_ };
}

describe('a Resume pressed while the rows are checked again', () => {
  it('is kept, shown as kept, and carried out once, by the act of the moment the check is current', () => {
    const { hook, act: done } = setup(false);
    act(() => {
      hook.result.current.press(2);
      hook.result.current.press(2);
      hook.result.current.press(5);
    });
    expect(done).not.toHaveBeenCalled();
    expect(hook.result.current.queued(2)).toBe(true);
    expect(hook.result.current.queued(3)).toBe(false);

    // Another render while still checking (an edit): still kept, nothing sent.
    hook.rerender({ current: false, tag: 3 });
    expect(done).not.toHaveBeenCalled();

    // The check is current: each key once, by the act given in that render.
    hook.rerender({ current: true, tag: 4 });
    expect(done.mock.calls).toEqual([[24], [54]]);
    expect(hook.result.current.queued(2)).toBe(false);

    // Nothing kept any more: the next renders carry out nothing again.
    hook.rerender({ current: false, tag: 4 });
    hook.rerender({ current: true, tag: 4 });
    expect(done).toHaveBeenCalledTimes(2);

    // Pressed while the check is current: at once, nothing kept.
    act(() => hook.result.current.press(7));
    expect(done).toHaveBeenLastCalledWith(74);
    expect(hook.result.current.queued(7)).toBe(false);
  });

  it('waits for the check to be current again when it went stale once more before', () => {
    const { hook, act: done } = setup(false);
    act(() => hook.result.current.press(1));
    hook.rerender({ current: false, tag: 1 });
    hook.rerender({ current: false, tag: 1 });
    expect(done).not.toHaveBeenCalled();
    hook.rerender({ current: true, tag: 1 });
    expect(done.mock.calls).toEqual([[11]]);
  });
});
