/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Volunteer_Promoted_IntroInputs */

const en_mail_volunteer_promoted_intro = /** @type {(inputs: Mail_Volunteer_Promoted_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A spot opened up and you have moved from the waitlist to confirmed for:`)
};

const de_mail_volunteer_promoted_intro = /** @type {(inputs: Mail_Volunteer_Promoted_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Platz ist frei geworden und du bist von der Warteliste nachgerückt. Du bist fest eingeteilt für:`)
};

/**
* | output |
* | --- |
* | "A spot opened up and you have moved from the waitlist to confirmed for:" |
*
* @param {Mail_Volunteer_Promoted_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_promoted_intro = /** @type {((inputs?: Mail_Volunteer_Promoted_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Promoted_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_promoted_intro(inputs)
	return en_mail_volunteer_promoted_intro(inputs)
});