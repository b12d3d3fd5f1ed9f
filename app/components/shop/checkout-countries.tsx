import { CHECKOUT_COUNTRIES } from "~/models/checkout";

export function CountryOptions() {
  return (
    <>
      <option value="">Choose a country</option>
      {CHECKOUT_COUNTRIES.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </>
  );
}
