/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_WithdrawingInputs */

const en_tickets_withdrawing = /** @type {(inputs: Tickets_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawing...`)
};

const de_tickets_withdrawing = /** @type {(inputs: Tickets_WithdrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird zurückgezogen …`)
};

/**
* | output |
* | --- |
* | "Withdrawing..." |
*
* @param {Tickets_WithdrawingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_withdrawing = /** @type {((inputs?: Tickets_WithdrawingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_WithdrawingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_withdrawing(inputs)
	return en_tickets_withdrawing(inputs)
});