/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Volunteer_Reminder_ClosedInputs */

const en_mail_volunteer_reminder_closed = /** @type {(inputs: Mail_Volunteer_Reminder_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If cancelling online has closed, please tell the contact above so someone can cover for you.`)
};

const de_mail_volunteer_reminder_closed = /** @type {(inputs: Mail_Volunteer_Reminder_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wenn das Absagen online nicht mehr geht, sag bitte dem Kontakt oben Bescheid, damit jemand für dich einspringen kann.`)
};

/**
* | output |
* | --- |
* | "If cancelling online has closed, please tell the contact above so someone can cover for you." |
*
* @param {Mail_Volunteer_Reminder_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_reminder_closed = /** @type {((inputs?: Mail_Volunteer_Reminder_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Reminder_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_reminder_closed(inputs)
	return en_mail_volunteer_reminder_closed(inputs)
});