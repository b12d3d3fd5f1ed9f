/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_NewerInputs */

const en_tickets_admin_newer = /** @type {(inputs: Tickets_Admin_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer listings`)
};

const de_tickets_admin_newer = /** @type {(inputs: Tickets_Admin_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuere Angebote`)
};

/**
* | output |
* | --- |
* | "Newer listings" |
*
* @param {Tickets_Admin_NewerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_newer = /** @type {((inputs?: Tickets_Admin_NewerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_NewerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_newer(inputs)
	return en_tickets_admin_newer(inputs)
});