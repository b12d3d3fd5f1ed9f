/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Away_Lost_SubjectInputs */

const en_mail_away_lost_subject = /** @type {(inputs: Mail_Away_Lost_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ballot result: ${i?.title}`)
};

const de_mail_away_lost_subject = /** @type {(inputs: Mail_Away_Lost_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ergebnis der Verlosung: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Ballot result: {title}" |
*
* @param {Mail_Away_Lost_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_lost_subject = /** @type {((inputs: Mail_Away_Lost_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Lost_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_lost_subject(inputs)
	return en_mail_away_lost_subject(inputs)
});