/** Prices and totals always show two decimals (SPEC §9). */
export function formatPrice(value: string | number | null | undefined): string {
  const amount = typeof value === "number" ? value : Number.parseFloat(value ?? "0");
  return `$${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}

export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** 2500 → "25.00": whole cents as the numeric(10,2) string the database stores and the API sends. */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** A line's total: unit price × quantity in whole cents, so 0.10 × 3 is 0.30, not 0.30000000000000004. */
export function lineTotal(unitPrice: string, quantity: number): string {
  return ((Math.round(Number.parseFloat(unitPrice) * 100) * quantity) / 100).toFixed(2);
}
