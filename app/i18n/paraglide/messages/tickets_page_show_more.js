/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Page_Show_MoreInputs */

const en_tickets_page_show_more = /** @type {(inputs: Tickets_Page_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more listings`)
};

const de_tickets_page_show_more = /** @type {(inputs: Tickets_Page_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr Angebote zeigen`)
};

/**
* | output |
* | --- |
* | "Show more listings" |
*
* @param {Tickets_Page_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_show_more = /** @type {((inputs?: Tickets_Page_Show_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_Show_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_page_show_more(inputs)
	return en_tickets_page_show_more(inputs)
});