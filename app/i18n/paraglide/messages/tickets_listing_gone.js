/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Listing_GoneInputs */

const en_tickets_listing_gone = /** @type {(inputs: Tickets_Listing_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This listing is no longer on the exchange.`)
};

const de_tickets_listing_gone = /** @type {(inputs: Tickets_Listing_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Angebot ist nicht mehr in der Ticketbörse.`)
};

/**
* | output |
* | --- |
* | "This listing is no longer on the exchange." |
*
* @param {Tickets_Listing_GoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_gone = /** @type {((inputs?: Tickets_Listing_GoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_GoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_listing_gone(inputs)
	return en_tickets_listing_gone(inputs)
});