/** Finance: server-side public door. */
export { financePlugin } from './plugin';
export { seedFinanceDemo } from './demo';
export * as financeSchema from './schema';
export { listContributions, listExpenses, summary as financeSummary } from './repo';
