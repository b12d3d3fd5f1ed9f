/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Away_Offered_Pay_OnlineInputs */

const en_mail_away_offered_pay_online = /** @type {(inputs: Mail_Away_Offered_Pay_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay by ${i?.when}, online or at the table: ${i?.url}`)
};

const de_mail_away_offered_pay_online = /** @type {(inputs: Mail_Away_Offered_Pay_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bezahle bis ${i?.when}, online oder am Stand: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Pay by {when}, online or at the table: {url}" |
*
* @param {Mail_Away_Offered_Pay_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_offered_pay_online = /** @type {((inputs: Mail_Away_Offered_Pay_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Offered_Pay_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_offered_pay_online(inputs)
	return en_mail_away_offered_pay_online(inputs)
});