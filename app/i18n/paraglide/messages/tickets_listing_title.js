/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Listing_TitleInputs */

const en_tickets_listing_title = /** @type {(inputs: Tickets_Listing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket listing`)
};

const de_tickets_listing_title = /** @type {(inputs: Tickets_Listing_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebot`)
};

/**
* | output |
* | --- |
* | "Ticket listing" |
*
* @param {Tickets_Listing_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_title = /** @type {((inputs?: Tickets_Listing_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_listing_title(inputs)
	return en_tickets_listing_title(inputs)
});