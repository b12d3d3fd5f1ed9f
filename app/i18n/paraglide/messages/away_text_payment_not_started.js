/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Payment_Not_StartedInputs */

const en_away_text_payment_not_started = /** @type {(inputs: Away_Text_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not start the online payment. Try again, or pay at the table by the deadline.`)
};

const de_away_text_payment_not_started = /** @type {(inputs: Away_Text_Payment_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir konnten die Online-Zahlung nicht starten. Versuch es noch einmal oder zahle bis zur Frist am Tisch.`)
};

/**
* | output |
* | --- |
* | "We could not start the online payment. Try again, or pay at the table by the deadline." |
*
* @param {Away_Text_Payment_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_payment_not_started = /** @type {((inputs?: Away_Text_Payment_Not_StartedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Payment_Not_StartedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_payment_not_started(inputs)
	return en_away_text_payment_not_started(inputs)
});