/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Page_TypesInputs */

const en_tickets_page_types = /** @type {(inputs: Tickets_Page_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing types`)
};

const de_tickets_page_types = /** @type {(inputs: Tickets_Page_TypesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebotsarten`)
};

/**
* | output |
* | --- |
* | "Listing types" |
*
* @param {Tickets_Page_TypesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_types = /** @type {((inputs?: Tickets_Page_TypesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_TypesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_page_types(inputs)
	return en_tickets_page_types(inputs)
});