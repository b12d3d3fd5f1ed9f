/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Own_ListingInputs */

const en_tickets_own_listing = /** @type {(inputs: Tickets_Own_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is your own listing.`)
};

const de_tickets_own_listing = /** @type {(inputs: Tickets_Own_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist dein eigenes Angebot.`)
};

/**
* | output |
* | --- |
* | "This is your own listing." |
*
* @param {Tickets_Own_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_own_listing = /** @type {((inputs?: Tickets_Own_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Own_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_own_listing(inputs)
	return en_tickets_own_listing(inputs)
});