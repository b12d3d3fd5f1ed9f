/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Reminder_CancelInputs */

const en_mail_volunteer_reminder_cancel = /** @type {(inputs: Mail_Volunteer_Reminder_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Can't make it? Cancel or see your shifts at ${i?.url}`)
};

const de_mail_volunteer_reminder_cancel = /** @type {(inputs: Mail_Volunteer_Reminder_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst nicht? Absagen oder deine Schichten ansehen: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Can't make it? Cancel or see your shifts at {url}" |
*
* @param {Mail_Volunteer_Reminder_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_reminder_cancel = /** @type {((inputs: Mail_Volunteer_Reminder_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Reminder_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_reminder_cancel(inputs)
	return en_mail_volunteer_reminder_cancel(inputs)
});