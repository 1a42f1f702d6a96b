export { PriceButton } from './price-button';
export type { PriceButtonProps } from './price-button';
export { useMatchName, useSelectionName } from './selection-name';
