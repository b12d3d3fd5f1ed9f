/**
 * Countries a print-on-demand order may ship to (ISO 3166-1 alpha-2, as Printify's address_to wants),
 * shared by the checkout form's select and the server's check.
 */
export const CHECKOUT_COUNTRIES = [
  ["US", "United States"],
  ["CA", "Canada"],
  ["MX", "Mexico"],
  ["GB", "United Kingdom"],
  ["IE", "Ireland"],
  ["AU", "Australia"],
  ["NZ", "New Zealand"],
  ["AT", "Austria"],
  ["BE", "Belgium"],
  ["CH", "Switzerland"],
  ["CZ", "Czechia"],
  ["DE", "Germany"],
  ["DK", "Denmark"],
  ["ES", "Spain"],
  ["FI", "Finland"],
  ["FR", "France"],
  ["GR", "Greece"],
  ["HU", "Hungary"],
  ["IS", "Iceland"],
  ["IT", "Italy"],
  ["LU", "Luxembourg"],
  ["NL", "Netherlands"],
  ["NO", "Norway"],
  ["PL", "Poland"],
  ["PT", "Portugal"],
  ["SE", "Sweden"],
  ["JP", "Japan"],
  ["KR", "South Korea"],
  ["SG", "Singapore"],
  ["BR", "Brazil"],
] as const;

type CheckoutCountry = (typeof CHECKOUT_COUNTRIES)[number][0];

export const CHECKOUT_COUNTRY_CODES = CHECKOUT_COUNTRIES.map(([code]) => code) as [CheckoutCountry, ...CheckoutCountry[]];
