/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Away_Partner_JoinInputs */

const en_mail_away_partner_join = /** @type {(inputs: Mail_Away_Partner_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join the pair or decline it before applications close: ${i?.url}`)
};

const de_mail_away_partner_join = /** @type {(inputs: Mail_Away_Partner_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tritt dem Paar bei oder lehne ab, bevor die Anmeldung schließt: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Join the pair or decline it before applications close: {url}" |
*
* @param {Mail_Away_Partner_JoinInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_partner_join = /** @type {((inputs: Mail_Away_Partner_JoinInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Partner_JoinInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_partner_join(inputs)
	return en_mail_away_partner_join(inputs)
});