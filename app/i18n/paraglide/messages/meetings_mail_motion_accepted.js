/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, meeting: NonNullable<unknown> }} Meetings_Mail_Motion_AcceptedInputs */

const en_meetings_mail_motion_accepted = /** @type {(inputs: Meetings_Mail_Motion_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The committee has put your motion "${i?.title}" on the agenda of ${i?.meeting}.`)
};

const de_meetings_mail_motion_accepted = /** @type {(inputs: Meetings_Mail_Motion_AcceptedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Vorstand hat deinen Antrag „${i?.title}“ auf die Tagesordnung der ${i?.meeting} gesetzt.`)
};

/**
* | output |
* | --- |
* | "The committee has put your motion \"{title}\" on the agenda of {meeting}." |
*
* @param {Meetings_Mail_Motion_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_motion_accepted = /** @type {((inputs: Meetings_Mail_Motion_AcceptedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Motion_AcceptedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_motion_accepted(inputs)
	return en_meetings_mail_motion_accepted(inputs)
});