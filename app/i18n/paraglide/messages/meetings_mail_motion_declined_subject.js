/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Mail_Motion_Declined_SubjectInputs */

const en_meetings_mail_motion_declined_subject = /** @type {(inputs: Meetings_Mail_Motion_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your motion was declined: ${i?.title}`)
};

const de_meetings_mail_motion_declined_subject = /** @type {(inputs: Meetings_Mail_Motion_Declined_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Antrag wurde abgelehnt: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your motion was declined: {title}" |
*
* @param {Meetings_Mail_Motion_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_motion_declined_subject = /** @type {((inputs: Meetings_Mail_Motion_Declined_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Motion_Declined_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_motion_declined_subject(inputs)
	return en_meetings_mail_motion_declined_subject(inputs)
});