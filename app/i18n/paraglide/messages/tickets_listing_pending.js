/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Listing_PendingInputs */

const en_tickets_listing_pending = /** @type {(inputs: Tickets_Listing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing...`)
};

const de_tickets_listing_pending = /** @type {(inputs: Tickets_Listing_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird eingestellt …`)
};

/**
* | output |
* | --- |
* | "Listing..." |
*
* @param {Tickets_Listing_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_pending = /** @type {((inputs?: Tickets_Listing_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_listing_pending(inputs)
	return en_tickets_listing_pending(inputs)
});