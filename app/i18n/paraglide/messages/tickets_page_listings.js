/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Page_ListingsInputs */

const en_tickets_page_listings = /** @type {(inputs: Tickets_Page_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listings`)
};

const de_tickets_page_listings = /** @type {(inputs: Tickets_Page_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebote`)
};

/**
* | output |
* | --- |
* | "Listings" |
*
* @param {Tickets_Page_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_listings = /** @type {((inputs?: Tickets_Page_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_page_listings(inputs)
	return en_tickets_page_listings(inputs)
});