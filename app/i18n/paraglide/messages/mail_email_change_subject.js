/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown>, code: NonNullable<unknown> }} Mail_Email_Change_SubjectInputs */

const en_mail_email_change_subject = /** @type {(inputs: Mail_Email_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirm your new ${i?.group} email: ${i?.code}`)
};

const de_mail_email_change_subject = /** @type {(inputs: Mail_Email_Change_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätige deine neue E-Mail-Adresse bei ${i?.group}: ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Confirm your new {group} email: {code}" |
*
* @param {Mail_Email_Change_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_change_subject = /** @type {((inputs: Mail_Email_Change_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Change_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_change_subject(inputs)
	return en_mail_email_change_subject(inputs)
});