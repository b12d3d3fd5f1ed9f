/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Lookup_PlaceholderInputs */

const en_tickets_admin_lookup_placeholder = /** @type {(inputs: Tickets_Admin_Lookup_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 123`)
};

const de_tickets_admin_lookup_placeholder = /** @type {(inputs: Tickets_Admin_Lookup_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`z. B. 123`)
};

/**
* | output |
* | --- |
* | "e.g. 123" |
*
* @param {Tickets_Admin_Lookup_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_lookup_placeholder = /** @type {((inputs?: Tickets_Admin_Lookup_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Lookup_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_lookup_placeholder(inputs)
	return en_tickets_admin_lookup_placeholder(inputs)
});