import { getLocale } from "../i18n/paraglide/runtime.js";

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price or total in the deployment's currency (SHOP_CURRENCY, Branding.currency), always with two
 * decimals, written the way the page's language writes money: "$25.00", "€1,250.00" in English,
 * "1.250,00 €" in German. Components take the currency from useBranding(), server code from
 * branding.server, so the page renders the same on both sides.
 */
export function formatPrice(value: string | number | null | undefined, currency: string): string {
  const amount = typeof value === "number" ? value : Number.parseFloat(value ?? "0");
  const code = currency.toUpperCase();
  const locale = getLocale();
  const key = `${locale}|${code}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    priceFormats.set(key, format);
  }
  return format.format(Number.isFinite(amount) ? amount : 0);
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

/** The currency's sign for a field label: "$" for usd, "€" for eur, "£" for gbp ("CA$" for cad). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(getLocale(), { style: "currency", currency: currency.toUpperCase() }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency.toUpperCase();
}

/** A file's size for people: 912 → "912 bytes", 4_718_592 → "4.5 MB" (units of 1024, one decimal below 10). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole number in the page's language: 12,500 in English, 12.500 in German. */
export function formatNumber(value: number): string {
  const locale = getLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
