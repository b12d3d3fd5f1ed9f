/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Away_Offered_SubjectInputs */

const en_mail_away_offered_subject = /** @type {(inputs: Mail_Away_Offered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have a place: ${i?.title}`)
};

const de_mail_away_offered_subject = /** @type {(inputs: Mail_Away_Offered_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast einen Platz: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "You have a place: {title}" |
*
* @param {Mail_Away_Offered_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_offered_subject = /** @type {((inputs: Mail_Away_Offered_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Offered_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_offered_subject(inputs)
	return en_mail_away_offered_subject(inputs)
});