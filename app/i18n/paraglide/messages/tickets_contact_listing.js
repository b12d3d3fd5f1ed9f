/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Contact_ListingInputs */

const en_tickets_contact_listing = /** @type {(inputs: Tickets_Contact_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing`)
};

const de_tickets_contact_listing = /** @type {(inputs: Tickets_Contact_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot`)
};

/**
* | output |
* | --- |
* | "Listing" |
*
* @param {Tickets_Contact_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_contact_listing = /** @type {((inputs?: Tickets_Contact_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Contact_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_contact_listing(inputs)
	return en_tickets_contact_listing(inputs)
});