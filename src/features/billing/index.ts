/** What other features use of billing: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { OwedAmount } from './OwedCell';
export { OwingClientsCard } from './OwingClientsCard';
export type { OwedFigure } from './deviceBilling';
export { useAmountsOwed } from './hooks';
