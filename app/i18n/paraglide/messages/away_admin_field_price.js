/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Away_Admin_Field_PriceInputs */

const en_away_admin_field_price = /** @type {(inputs: Away_Admin_Field_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price (${i?.symbol})`)
};

const de_away_admin_field_price = /** @type {(inputs: Away_Admin_Field_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preis (${i?.symbol})`)
};

/**
* | output |
* | --- |
* | "Price ({symbol})" |
*
* @param {Away_Admin_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_field_price = /** @type {((inputs: Away_Admin_Field_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Field_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_field_price(inputs)
	return en_away_admin_field_price(inputs)
});