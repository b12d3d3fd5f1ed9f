/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_Email_InvalidInputs */

const en_meetings_proxy_email_invalid = /** @type {(inputs: Meetings_Proxy_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email address your proxy signs in with`)
};

const de_meetings_proxy_email_invalid = /** @type {(inputs: Meetings_Proxy_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die E-Mail-Adresse ein, mit der sich deine Vertretung anmeldet`)
};

/**
* | output |
* | --- |
* | "Enter the email address your proxy signs in with" |
*
* @param {Meetings_Proxy_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_email_invalid = /** @type {((inputs?: Meetings_Proxy_Email_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_Email_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_email_invalid(inputs)
	return en_meetings_proxy_email_invalid(inputs)
});