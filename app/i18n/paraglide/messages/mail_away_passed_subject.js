/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Away_Passed_SubjectInputs */

const en_mail_away_passed_subject = /** @type {(inputs: Mail_Away_Passed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your place passed on: ${i?.title}`)
};

const de_mail_away_passed_subject = /** @type {(inputs: Mail_Away_Passed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Platz ist weitergegangen: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your place passed on: {title}" |
*
* @param {Mail_Away_Passed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_passed_subject = /** @type {((inputs: Mail_Away_Passed_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Passed_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_passed_subject(inputs)
	return en_mail_away_passed_subject(inputs)
});