/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Tickets_Admin_Open_Listings_PageInputs */

const en_tickets_admin_open_listings_page = /** @type {(inputs: Tickets_Admin_Open_Listings_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open listings, page ${i?.page}`)
};

const de_tickets_admin_open_listings_page = /** @type {(inputs: Tickets_Admin_Open_Listings_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offene Angebote, Seite ${i?.page}`)
};

/**
* | output |
* | --- |
* | "Open listings, page {page}" |
*
* @param {Tickets_Admin_Open_Listings_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_open_listings_page = /** @type {((inputs: Tickets_Admin_Open_Listings_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Open_Listings_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_open_listings_page(inputs)
	return en_tickets_admin_open_listings_page(inputs)
});