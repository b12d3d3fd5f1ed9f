/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Remove_ListingInputs */

const en_tickets_remove_listing = /** @type {(inputs: Tickets_Remove_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove listing`)
};

const de_tickets_remove_listing = /** @type {(inputs: Tickets_Remove_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot entfernen`)
};

/**
* | output |
* | --- |
* | "Remove listing" |
*
* @param {Tickets_Remove_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_remove_listing = /** @type {((inputs?: Tickets_Remove_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Remove_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_remove_listing(inputs)
	return en_tickets_remove_listing(inputs)
});