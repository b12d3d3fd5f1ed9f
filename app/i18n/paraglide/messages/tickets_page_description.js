/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Page_DescriptionInputs */

const en_tickets_page_description = /** @type {(inputs: Tickets_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members buy, trade and give away match tickets.`)
};

const de_tickets_page_description = /** @type {(inputs: Tickets_Page_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder kaufen, tauschen und verschenken Tickets für Spiele.`)
};

/**
* | output |
* | --- |
* | "Members buy, trade and give away match tickets." |
*
* @param {Tickets_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_description = /** @type {((inputs?: Tickets_Page_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_page_description(inputs)
	return en_tickets_page_description(inputs)
});