/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ maxActive: NonNullable<unknown> }} Tickets_Listing_LimitInputs */

const en_tickets_listing_limit = /** @type {(inputs: Tickets_Listing_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can have at most ${i?.maxActive} open listings. Mark one sold or withdraw it first.`)
};

const de_tickets_listing_limit = /** @type {(inputs: Tickets_Listing_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst höchstens ${i?.maxActive} offene Angebote haben. Markier erst eins als verkauft oder zieh es zurück.`)
};

/**
* | output |
* | --- |
* | "You can have at most {maxActive} open listings. Mark one sold or withdraw it first." |
*
* @param {Tickets_Listing_LimitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_listing_limit = /** @type {((inputs: Tickets_Listing_LimitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Listing_LimitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_listing_limit(inputs)
	return en_tickets_listing_limit(inputs)
});