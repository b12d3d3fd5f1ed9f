/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Volunteer_Cancelled_SubjectInputs */

const en_mail_volunteer_cancelled_subject = /** @type {(inputs: Mail_Volunteer_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.title}, ${i?.when}`)
};

const de_mail_volunteer_cancelled_subject = /** @type {(inputs: Mail_Volunteer_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgesagt: ${i?.title}, ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Cancelled: {title}, {when}" |
*
* @param {Mail_Volunteer_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_cancelled_subject = /** @type {((inputs: Mail_Volunteer_Cancelled_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Cancelled_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_cancelled_subject(inputs)
	return en_mail_volunteer_cancelled_subject(inputs)
});