// The browser tests that print a budget's figure (long tasks, paste to counts, the journal's
// write ahead). playwright.config.ts runs them in a project of their own, after every other
// test and one at a time: a figure timed while another browser works beside it on this
// machine's few cores measures that work, not the page's.
export const BUDGET_TAG = '@budget';
export const BUDGET = { tag: BUDGET_TAG };
