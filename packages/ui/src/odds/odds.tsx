export interface OddsProps {
  /** Decimal odds as quoted. */
  decimal: number;
}

/** A price, shown in decimal odds to two places. */
export function Odds({ decimal }: OddsProps) {
  return <>{decimal.toFixed(2)}</>;
}
