/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown>, where: NonNullable<unknown> }} Meetings_Mail_Notice_IntroInputs */

const en_meetings_mail_notice_intro = /** @type {(inputs: Meetings_Mail_Notice_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are invited to ${i?.title} on ${i?.when} at ${i?.where}.`)
};

const de_meetings_mail_notice_intro = /** @type {(inputs: Meetings_Mail_Notice_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist eingeladen zur ${i?.title} am ${i?.when}, Ort: ${i?.where}.`)
};

/**
* | output |
* | --- |
* | "You are invited to {title} on {when} at {where}." |
*
* @param {Meetings_Mail_Notice_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_notice_intro = /** @type {((inputs: Meetings_Mail_Notice_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_Notice_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_notice_intro(inputs)
	return en_meetings_mail_notice_intro(inputs)
});