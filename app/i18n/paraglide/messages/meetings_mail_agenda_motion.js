/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown>, title: NonNullable<unknown> }} Meetings_Mail_Agenda_MotionInputs */

const en_meetings_mail_agenda_motion = /** @type {(inputs: Meetings_Mail_Agenda_MotionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position}. ${i?.title}`)
};

const de_meetings_mail_agenda_motion = /** @type {(inputs: Meetings_Mail_Agenda_MotionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.position}. ${i?.title}`)
};

/**
* | output |
* | --- |
* | "{position}. {title}" |
*
* @param {Meetings_Mail_Agenda_MotionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_agenda_motion = /** @type {((inputs: Meetings_Mail_Agenda_MotionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Agenda_MotionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_agenda_motion(inputs)
	return en_meetings_mail_agenda_motion(inputs)
});