/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Open_ListingsInputs */

const en_tickets_admin_open_listings = /** @type {(inputs: Tickets_Admin_Open_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open listings`)
};

const de_tickets_admin_open_listings = /** @type {(inputs: Tickets_Admin_Open_ListingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offene Angebote`)
};

/**
* | output |
* | --- |
* | "Open listings" |
*
* @param {Tickets_Admin_Open_ListingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_open_listings = /** @type {((inputs?: Tickets_Admin_Open_ListingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Open_ListingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_open_listings(inputs)
	return en_tickets_admin_open_listings(inputs)
});