// Policy cleanup at several venues (issue 24), one chunk: loaded when more than one connection
// is saved, or a cleanup sent to several venues is shown.
export { AlsoRemoveFrom } from './also-remove-from.tsx';
export { alsoProblems, showFirstProblem } from './cleanup-plan.ts';
export { StoredVenuesCleanup, VenuesCleanup } from './venues-cleanup.tsx';
