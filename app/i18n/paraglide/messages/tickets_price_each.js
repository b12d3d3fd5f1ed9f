/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Tickets_Price_EachInputs */

const en_tickets_price_each = /** @type {(inputs: Tickets_Price_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} each`)
};

const de_tickets_price_each = /** @type {(inputs: Tickets_Price_EachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} pro Stück`)
};

/**
* | output |
* | --- |
* | "{price} each" |
*
* @param {Tickets_Price_EachInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_price_each = /** @type {((inputs: Tickets_Price_EachInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Price_EachInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_price_each(inputs)
	return en_tickets_price_each(inputs)
});