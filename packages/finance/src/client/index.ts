/** Finance: screens and hooks other screens may reuse. */
export { financeKeys } from './keys';
export { useSummary } from './queries';
export { parseAmountToPaise, paiseToInput } from './amount';
export { SummaryCards } from './summary-cards';
