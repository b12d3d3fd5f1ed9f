/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Mail_Tickets_Removed_SubjectInputs */

const en_mail_tickets_removed_subject = /** @type {(inputs: Mail_Tickets_Removed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ticket listing was removed: ${i?.title}`)
};

const de_mail_tickets_removed_subject = /** @type {(inputs: Mail_Tickets_Removed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Ticketangebot wurde entfernt: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Your ticket listing was removed: {title}" |
*
* @param {Mail_Tickets_Removed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_removed_subject = /** @type {((inputs: Mail_Tickets_Removed_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Removed_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_removed_subject(inputs)
	return en_mail_tickets_removed_subject(inputs)
});