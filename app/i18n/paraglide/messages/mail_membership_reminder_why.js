/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Membership_Reminder_WhyInputs */

const en_mail_membership_reminder_why = /** @type {(inputs: Mail_Membership_Reminder_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get these reminders because membership reminders are on. Turn them off at ${i?.url}.`)
};

const de_mail_membership_reminder_why = /** @type {(inputs: Mail_Membership_Reminder_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst diese Erinnerungen, weil Erinnerungen zur Mitgliedschaft an sind. Abschalten kannst du sie unter ${i?.url}.`)
};

/**
* | output |
* | --- |
* | "You get these reminders because membership reminders are on. Turn them off at {url}." |
*
* @param {Mail_Membership_Reminder_WhyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_membership_reminder_why = /** @type {((inputs: Mail_Membership_Reminder_WhyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Membership_Reminder_WhyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_membership_reminder_why(inputs)
	return en_mail_membership_reminder_why(inputs)
});