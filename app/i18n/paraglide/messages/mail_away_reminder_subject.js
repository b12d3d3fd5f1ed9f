/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Away_Reminder_SubjectInputs */

const en_mail_away_reminder_subject = /** @type {(inputs: Mail_Away_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay for your place soon: ${i?.title}`)
};

const de_mail_away_reminder_subject = /** @type {(inputs: Mail_Away_Reminder_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bald bezahlen: dein Platz für ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Pay for your place soon: {title}" |
*
* @param {Mail_Away_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_reminder_subject = /** @type {((inputs: Mail_Away_Reminder_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Reminder_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_reminder_subject(inputs)
	return en_mail_away_reminder_subject(inputs)
});