/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Email_Change_Notice_SubjectInputs */

const en_mail_email_change_notice_subject = /** @type {(inputs: Mail_Email_Change_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}: a change of your email was requested`)
};

const de_mail_email_change_notice_subject = /** @type {(inputs: Mail_Email_Change_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}: eine Änderung deiner E-Mail-Adresse wurde angefordert`)
};

/**
* | output |
* | --- |
* | "{group}: a change of your email was requested" |
*
* @param {Mail_Email_Change_Notice_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_email_change_notice_subject = /** @type {((inputs: Mail_Email_Change_Notice_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Email_Change_Notice_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_email_change_notice_subject(inputs)
	return en_mail_email_change_notice_subject(inputs)
});