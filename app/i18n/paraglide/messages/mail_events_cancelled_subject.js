/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Events_Cancelled_SubjectInputs */

const en_mail_events_cancelled_subject = /** @type {(inputs: Mail_Events_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancelled: ${i?.title}`)
};

const de_mail_events_cancelled_subject = /** @type {(inputs: Mail_Events_Cancelled_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgesagt: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Cancelled: {title}" |
*
* @param {Mail_Events_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_cancelled_subject = /** @type {((inputs: Mail_Events_Cancelled_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Cancelled_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_cancelled_subject(inputs)
	return en_mail_events_cancelled_subject(inputs)
});