/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Sign_In_FirstInputs */

const en_tickets_sign_in_first = /** @type {(inputs: Tickets_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(sign in first)`)
};

const de_tickets_sign_in_first = /** @type {(inputs: Tickets_Sign_In_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(erst anmelden)`)
};

/**
* | output |
* | --- |
* | "(sign in first)" |
*
* @param {Tickets_Sign_In_FirstInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_sign_in_first = /** @type {((inputs?: Tickets_Sign_In_FirstInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Sign_In_FirstInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_sign_in_first(inputs)
	return en_tickets_sign_in_first(inputs)
});