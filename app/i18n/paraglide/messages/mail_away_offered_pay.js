/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Away_Offered_PayInputs */

const en_mail_away_offered_pay = /** @type {(inputs: Mail_Away_Offered_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay by ${i?.when}, at the table: ${i?.url}`)
};

const de_mail_away_offered_pay = /** @type {(inputs: Mail_Away_Offered_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bezahle bis ${i?.when} am Stand: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Pay by {when}, at the table: {url}" |
*
* @param {Mail_Away_Offered_PayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_offered_pay = /** @type {((inputs: Mail_Away_Offered_PayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Offered_PayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_offered_pay(inputs)
	return en_mail_away_offered_pay(inputs)
});