/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Volunteer_Cancelled_IntroInputs */

const en_mail_volunteer_cancelled_intro = /** @type {(inputs: Mail_Volunteer_Cancelled_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coordinator has cancelled this volunteer shift you had signed up for:`)
};

const de_mail_volunteer_cancelled_intro = /** @type {(inputs: Mail_Volunteer_Cancelled_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Koordination hat diese Helferschicht abgesagt, für die du eingetragen warst:`)
};

/**
* | output |
* | --- |
* | "The coordinator has cancelled this volunteer shift you had signed up for:" |
*
* @param {Mail_Volunteer_Cancelled_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_cancelled_intro = /** @type {((inputs?: Mail_Volunteer_Cancelled_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Cancelled_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_cancelled_intro(inputs)
	return en_mail_volunteer_cancelled_intro(inputs)
});