/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Volunteer_Promoted_SubjectInputs */

const en_mail_volunteer_promoted_subject = /** @type {(inputs: Mail_Volunteer_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're in: a spot opened up on ${i?.title}`)
};

const de_mail_volunteer_promoted_subject = /** @type {(inputs: Mail_Volunteer_Promoted_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist dabei: ein Platz bei ${i?.title} ist frei geworden`)
};

/**
* | output |
* | --- |
* | "You're in: a spot opened up on {title}" |
*
* @param {Mail_Volunteer_Promoted_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_promoted_subject = /** @type {((inputs: Mail_Volunteer_Promoted_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Promoted_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_promoted_subject(inputs)
	return en_mail_volunteer_promoted_subject(inputs)
});