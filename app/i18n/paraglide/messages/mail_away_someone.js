/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Away_SomeoneInputs */

const en_mail_away_someone = /** @type {(inputs: Mail_Away_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member`)
};

const de_mail_away_someone = /** @type {(inputs: Mail_Away_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied`)
};

/**
* | output |
* | --- |
* | "A member" |
*
* @param {Mail_Away_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_someone = /** @type {((inputs?: Mail_Away_SomeoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_SomeoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_someone(inputs)
	return en_mail_away_someone(inputs)
});