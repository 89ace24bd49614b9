// The parts of the batch screen that its first render does without (DESIGN.md "Budgets"): the
// list (the parser's front end, the preview table and its row virtualization), asked for once
// the screen has shown, and the run (sending, progress, results), asked for when the screen is
// idle or at once for a stored run. The build puts both in one file, asked for once (the chunk
// plan, scripts/chunk-plan-plugin.ts: a screen's later parts travel together); as two loads here
// they stay apart should the plan change.
import { onDemand } from './use-on-demand.ts';

export const listParts = onDemand(() => import('./preview/list-parts.ts'));
export const runParts = onDemand(() => import('./run/run-parts.ts'));

/** The list first: a paste needs it before Send needs the run. */
export const prefetchRunParts = () => listParts.load().then(() => runParts.load());
