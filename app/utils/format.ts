/** Prices and totals always show two decimals (SPEC §9). */
export function formatPrice(value: string | number | null | undefined): string {
  const amount = typeof value === "number" ? value : Number.parseFloat(value ?? "0");
  return `$${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}

export function capitalize(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}
