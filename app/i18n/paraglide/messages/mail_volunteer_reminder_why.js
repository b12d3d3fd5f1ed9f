/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Volunteer_Reminder_WhyInputs */

const en_mail_volunteer_reminder_why = /** @type {(inputs: Mail_Volunteer_Reminder_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get these reminders because you signed up for this shift. Turn them off at ${i?.url} (Volunteer opportunities).`)
};

const de_mail_volunteer_reminder_why = /** @type {(inputs: Mail_Volunteer_Reminder_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst diese Erinnerungen, weil du dich für diese Schicht eingetragen hast. Abschalten kannst du sie unter ${i?.url} (Helferschichten).`)
};

/**
* | output |
* | --- |
* | "You get these reminders because you signed up for this shift. Turn them off at {url} (Volunteer opportunities)." |
*
* @param {Mail_Volunteer_Reminder_WhyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_reminder_why = /** @type {((inputs: Mail_Volunteer_Reminder_WhyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Reminder_WhyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_reminder_why(inputs)
	return en_mail_volunteer_reminder_why(inputs)
});