/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Col_ListingInputs */

const en_tickets_admin_col_listing = /** @type {(inputs: Tickets_Admin_Col_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Listing`)
};

const de_tickets_admin_col_listing = /** @type {(inputs: Tickets_Admin_Col_ListingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angebot`)
};

/**
* | output |
* | --- |
* | "Listing" |
*
* @param {Tickets_Admin_Col_ListingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_col_listing = /** @type {((inputs?: Tickets_Admin_Col_ListingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Col_ListingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_col_listing(inputs)
	return en_tickets_admin_col_listing(inputs)
});