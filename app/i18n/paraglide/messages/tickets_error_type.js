/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_TypeInputs */

const en_tickets_error_type = /** @type {(inputs: Tickets_Error_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose sale, trade or free`)
};

const de_tickets_error_type = /** @type {(inputs: Tickets_Error_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle Verkauf, Tausch oder gratis`)
};

/**
* | output |
* | --- |
* | "Choose sale, trade or free" |
*
* @param {Tickets_Error_TypeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_type = /** @type {((inputs?: Tickets_Error_TypeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_TypeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_type(inputs)
	return en_tickets_error_type(inputs)
});