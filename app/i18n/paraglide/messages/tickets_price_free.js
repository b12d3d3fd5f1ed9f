/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Price_FreeInputs */

const en_tickets_price_free = /** @type {(inputs: Tickets_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FREE`)
};

const de_tickets_price_free = /** @type {(inputs: Tickets_Price_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GRATIS`)
};

/**
* | output |
* | --- |
* | "FREE" |
*
* @param {Tickets_Price_FreeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_price_free = /** @type {((inputs?: Tickets_Price_FreeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Price_FreeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_price_free(inputs)
	return en_tickets_price_free(inputs)
});