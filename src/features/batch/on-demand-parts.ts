// The parts of the batch screen that its first render does without (DESIGN.md "Budgets"): the
// list (the parser's front end, the preview table and its row virtualization) loads as the screen
// opens; the run (sending, progress, results) when the screen is idle, or at once for a stored
// run. Two parts, so a first paste never waits for the sending code.
import { onDemand } from './use-on-demand.ts';

export const listParts = onDemand(() => import('./preview/list-parts.ts'));
export const runParts = onDemand(() => import('./run/run-parts.ts'));

/** The list first: a paste needs it before Send needs the run. */
export const prefetchRunParts = () => listParts.load().then(() => runParts.load());
