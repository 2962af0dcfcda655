export { FinancePage as default } from '@league/finance/pages';
