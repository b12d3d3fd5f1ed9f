/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Tickets_Listing_ForInputs */

const en_tickets_listing_for = /** @type {(inputs: Tickets_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`listing for ${i?.title}`)
};

const de_tickets_listing_for = /** @type {(inputs: Tickets_Listing_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angebot für ${i?.title}`)
};

/**
* | output |
* | --- |
* | "listing for {title}" |
*
* @param {Tickets_Listing_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_for = /** @type {((inputs: Tickets_Listing_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_listing_for(inputs)
	return en_tickets_listing_for(inputs)
});