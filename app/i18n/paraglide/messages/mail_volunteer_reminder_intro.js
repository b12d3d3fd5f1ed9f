/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Volunteer_Reminder_IntroInputs */

const en_mail_volunteer_reminder_intro = /** @type {(inputs: Mail_Volunteer_Reminder_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A reminder of your volunteer shift with ${i?.group}:`)
};

const de_mail_volunteer_reminder_intro = /** @type {(inputs: Mail_Volunteer_Reminder_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Erinnerung an deine Helferschicht bei ${i?.group}:`)
};

/**
* | output |
* | --- |
* | "A reminder of your volunteer shift with {group}:" |
*
* @param {Mail_Volunteer_Reminder_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_reminder_intro = /** @type {((inputs: Mail_Volunteer_Reminder_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Reminder_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_reminder_intro(inputs)
	return en_mail_volunteer_reminder_intro(inputs)
});