/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_BackInputs */

const en_tickets_admin_back = /** @type {(inputs: Tickets_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage ticket listings`)
};

const de_tickets_admin_back = /** @type {(inputs: Tickets_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketangebote verwalten`)
};

/**
* | output |
* | --- |
* | "Manage ticket listings" |
*
* @param {Tickets_Admin_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_back = /** @type {((inputs?: Tickets_Admin_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_back(inputs)
	return en_tickets_admin_back(inputs)
});