/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_ListingsInputs */

const en_events_page_listings = /** @type {(inputs: Events_Page_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets on the exchange`)
};

const de_events_page_listings = /** @type {(inputs: Events_Page_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets in der Ticketbörse`)
};

/**
* | output |
* | --- |
* | "Tickets on the exchange" |
*
* @param {Events_Page_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_listings = /** @type {((inputs?: Events_Page_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_listings(inputs)
	return en_events_page_listings(inputs)
});