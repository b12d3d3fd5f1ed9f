/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Field_PriceInputs */

const en_tickets_field_price = /** @type {(inputs: Tickets_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price`)
};

const de_tickets_field_price = /** @type {(inputs: Tickets_Field_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

/**
* | output |
* | --- |
* | "price" |
*
* @param {Tickets_Field_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_price = /** @type {((inputs?: Tickets_Field_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_field_price(inputs)
	return en_tickets_field_price(inputs)
});