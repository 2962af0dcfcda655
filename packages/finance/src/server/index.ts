/** Finance: server-side public door. */
export { financePlugin, FINANCE_CACHE_TAG } from './plugin';
export { seedFinanceDemo } from './demo';
export * as financeSchema from './schema';
export { listContributions, listExpenses, summary as financeSummary } from './repo';
/** For other packages that take money (registration dues): the row and its audit trail together. */
export { createContribution, type Actor as FinanceActor } from './writes';
export { financeContributions } from './schema';
