/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_OlderInputs */

const en_tickets_admin_older = /** @type {(inputs: Tickets_Admin_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older listings`)
};

const de_tickets_admin_older = /** @type {(inputs: Tickets_Admin_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Angebote`)
};

/**
* | output |
* | --- |
* | "Older listings" |
*
* @param {Tickets_Admin_OlderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_older = /** @type {((inputs?: Tickets_Admin_OlderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_OlderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_older(inputs)
	return en_tickets_admin_older(inputs)
});