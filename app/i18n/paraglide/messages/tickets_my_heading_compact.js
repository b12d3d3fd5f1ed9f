/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_My_Heading_CompactInputs */

const en_tickets_my_heading_compact = /** @type {(inputs: Tickets_My_Heading_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket Listings`)
};

const de_tickets_my_heading_compact = /** @type {(inputs: Tickets_My_Heading_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebote`)
};

/**
* | output |
* | --- |
* | "Ticket Listings" |
*
* @param {Tickets_My_Heading_CompactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_heading_compact = /** @type {((inputs?: Tickets_My_Heading_CompactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_Heading_CompactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_my_heading_compact(inputs)
	return en_tickets_my_heading_compact(inputs)
});