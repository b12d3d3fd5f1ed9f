/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, meeting: NonNullable<unknown> }} Meetings_Mail_Motion_DeclinedInputs */

const en_meetings_mail_motion_declined = /** @type {(inputs: Meetings_Mail_Motion_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The committee has declined your motion "${i?.title}" for ${i?.meeting}. Its reason:`)
};

const de_meetings_mail_motion_declined = /** @type {(inputs: Meetings_Mail_Motion_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Vorstand hat deinen Antrag „${i?.title}“ für die ${i?.meeting} abgelehnt. Seine Begründung:`)
};

/**
* | output |
* | --- |
* | "The committee has declined your motion \"{title}\" for {meeting}. Its reason:" |
*
* @param {Meetings_Mail_Motion_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_motion_declined = /** @type {((inputs: Meetings_Mail_Motion_DeclinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Motion_DeclinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_motion_declined(inputs)
	return en_meetings_mail_motion_declined(inputs)
});