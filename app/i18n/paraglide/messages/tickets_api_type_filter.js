/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Api_Type_FilterInputs */

const en_tickets_api_type_filter = /** @type {(inputs: Tickets_Api_Type_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`type must be sale, trade or free`)
};

const de_tickets_api_type_filter = /** @type {(inputs: Tickets_Api_Type_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`type muss sale, trade oder free sein`)
};

/**
* | output |
* | --- |
* | "type must be sale, trade or free" |
*
* @param {Tickets_Api_Type_FilterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_api_type_filter = /** @type {((inputs?: Tickets_Api_Type_FilterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Api_Type_FilterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_api_type_filter(inputs)
	return en_tickets_api_type_filter(inputs)
});