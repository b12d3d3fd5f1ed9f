/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Pay_At_TableInputs */

const en_away_text_pay_at_table = /** @type {(inputs: Away_Text_Pay_At_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payment is not available: pay at the table by the deadline.`)
};

const de_away_text_pay_at_table = /** @type {(inputs: Away_Text_Pay_At_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online-Zahlung ist nicht möglich: Zahle bis zur Frist am Tisch.`)
};

/**
* | output |
* | --- |
* | "Online payment is not available: pay at the table by the deadline." |
*
* @param {Away_Text_Pay_At_TableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_pay_at_table = /** @type {((inputs?: Away_Text_Pay_At_TableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Pay_At_TableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_pay_at_table(inputs)
	return en_away_text_pay_at_table(inputs)
});