/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Tickets_Copy_SubjectInputs */

const en_mail_tickets_copy_subject = /** @type {(inputs: Mail_Tickets_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your message about: ${i?.title}`)
};

const de_mail_tickets_copy_subject = /** @type {(inputs: Mail_Tickets_Copy_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Nachricht zu: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your message about: {title}" |
*
* @param {Mail_Tickets_Copy_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_copy_subject = /** @type {((inputs: Mail_Tickets_Copy_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Copy_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_copy_subject(inputs)
	return en_mail_tickets_copy_subject(inputs)
});