/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_PagesInputs */

const en_tickets_admin_pages = /** @type {(inputs: Tickets_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

const de_tickets_admin_pages = /** @type {(inputs: Tickets_Admin_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seiten`)
};

/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Tickets_Admin_PagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_pages = /** @type {((inputs?: Tickets_Admin_PagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_PagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_pages(inputs)
	return en_tickets_admin_pages(inputs)
});