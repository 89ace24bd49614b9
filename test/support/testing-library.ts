// The component tests' Testing Library (vitest.config.ts points `@testing-library/react` here):
// @testing-library/preact, with unmount() inside act() as @testing-library/react has it, so a
// screen's work still waiting for a frame (renders, effects) is settled before it is taken away,
// as the tests written for React expect.
import { act, render as preactRender } from '@testing-library/preact';

export * from '@testing-library/preact';

export function render(...args: Parameters<typeof preactRender>): ReturnType<typeof preactRender> {
  const result = preactRender(...args);
  const unmount = result.unmount;
  return {
    ...result,
    unmount: () =>
      act(() => {
        unmount();
      }),
  };
}
