/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Mail_SignoffInputs */

const en_meetings_mail_signoff = /** @type {(inputs: Meetings_Mail_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the committee,`)
};

const de_meetings_mail_signoff = /** @type {(inputs: Meetings_Mail_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für den Vorstand,`)
};

/**
* | output |
* | --- |
* | "For the committee," |
*
* @param {Meetings_Mail_SignoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_mail_signoff = /** @type {((inputs?: Meetings_Mail_SignoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Mail_SignoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_mail_signoff(inputs)
	return en_meetings_mail_signoff(inputs)
});