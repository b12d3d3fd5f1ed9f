/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Meetings_Mail_Notice_SubjectInputs */

const en_meetings_mail_notice_subject = /** @type {(inputs: Meetings_Mail_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notice: ${i?.title}, ${i?.when}`)
};

const de_meetings_mail_notice_subject = /** @type {(inputs: Meetings_Mail_Notice_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung: ${i?.title}, ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Notice: {title}, {when}" |
*
* @param {Meetings_Mail_Notice_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_notice_subject = /** @type {((inputs: Meetings_Mail_Notice_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Notice_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_notice_subject(inputs)
	return en_meetings_mail_notice_subject(inputs)
});