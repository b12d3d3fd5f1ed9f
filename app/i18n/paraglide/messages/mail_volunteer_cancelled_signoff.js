/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Volunteer_Cancelled_SignoffInputs */

const en_mail_volunteer_cancelled_signoff = /** @type {(inputs: Mail_Volunteer_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks for offering your time,`)
};

const de_mail_volunteer_cancelled_signoff = /** @type {(inputs: Mail_Volunteer_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke, dass du mithelfen wolltest,`)
};

/**
* | output |
* | --- |
* | "Thanks for offering your time," |
*
* @param {Mail_Volunteer_Cancelled_SignoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_volunteer_cancelled_signoff = /** @type {((inputs?: Mail_Volunteer_Cancelled_SignoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Volunteer_Cancelled_SignoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_volunteer_cancelled_signoff(inputs)
	return en_mail_volunteer_cancelled_signoff(inputs)
});