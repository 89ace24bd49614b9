// What a failed removal needs, one lazy chunk: its words (failure.ts) and its notice. Loaded
// when idle, and at the latest by the failure's description, before the notice is shown.
export { describeRemovalFailure } from './failure.ts';
export { RemovalFailureNotice } from './removal-failure-notice.tsx';
