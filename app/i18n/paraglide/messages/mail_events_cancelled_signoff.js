/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Events_Cancelled_SignoffInputs */

const en_mail_events_cancelled_signoff = /** @type {(inputs: Mail_Events_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry for the change,`)
};

const de_mail_events_cancelled_signoff = /** @type {(inputs: Mail_Events_Cancelled_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry für die Änderung,`)
};

/**
* | output |
* | --- |
* | "Sorry for the change," |
*
* @param {Mail_Events_Cancelled_SignoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_cancelled_signoff = /** @type {((inputs?: Mail_Events_Cancelled_SignoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Cancelled_SignoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_cancelled_signoff(inputs)
	return en_mail_events_cancelled_signoff(inputs)
});