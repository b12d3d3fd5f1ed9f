/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Events_Cancelled_IntroInputs */

const en_mail_events_cancelled_intro = /** @type {(inputs: Mail_Events_Cancelled_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} on ${i?.when} has been cancelled.`)
};

const de_mail_events_cancelled_intro = /** @type {(inputs: Mail_Events_Cancelled_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} am ${i?.when} ist abgesagt.`)
};

/**
* | output |
* | --- |
* | "{title} on {when} has been cancelled." |
*
* @param {Mail_Events_Cancelled_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_cancelled_intro = /** @type {((inputs: Mail_Events_Cancelled_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Cancelled_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_cancelled_intro(inputs)
	return en_mail_events_cancelled_intro(inputs)
});