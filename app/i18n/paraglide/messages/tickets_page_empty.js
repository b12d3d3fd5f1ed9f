/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Page_EmptyInputs */

const en_tickets_page_empty = /** @type {(inputs: Tickets_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ticket listings found`)
};

const de_tickets_page_empty = /** @type {(inputs: Tickets_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Ticketangebote gefunden`)
};

/**
* | output |
* | --- |
* | "No ticket listings found" |
*
* @param {Tickets_Page_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_page_empty = /** @type {((inputs?: Tickets_Page_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Page_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_page_empty(inputs)
	return en_tickets_page_empty(inputs)
});