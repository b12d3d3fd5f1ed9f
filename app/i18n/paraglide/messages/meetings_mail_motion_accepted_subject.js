/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Mail_Motion_Accepted_SubjectInputs */

const en_meetings_mail_motion_accepted_subject = /** @type {(inputs: Meetings_Mail_Motion_Accepted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your motion is on the agenda: ${i?.title}`)
};

const de_meetings_mail_motion_accepted_subject = /** @type {(inputs: Meetings_Mail_Motion_Accepted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Antrag steht auf der Tagesordnung: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your motion is on the agenda: {title}" |
*
* @param {Meetings_Mail_Motion_Accepted_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_motion_accepted_subject = /** @type {((inputs: Meetings_Mail_Motion_Accepted_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Motion_Accepted_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_motion_accepted_subject(inputs)
	return en_meetings_mail_motion_accepted_subject(inputs)
});