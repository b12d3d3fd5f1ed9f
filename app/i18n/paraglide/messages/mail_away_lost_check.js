/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Away_Lost_CheckInputs */

const en_mail_away_lost_check = /** @type {(inputs: Mail_Away_Lost_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The draw and how to check it: ${i?.url}`)
};

const de_mail_away_lost_check = /** @type {(inputs: Mail_Away_Lost_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Ziehung und wie du sie nachprüfen kannst: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "The draw and how to check it: {url}" |
*
* @param {Mail_Away_Lost_CheckInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_lost_check = /** @type {((inputs: Mail_Away_Lost_CheckInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Lost_CheckInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_lost_check(inputs)
	return en_mail_away_lost_check(inputs)
});