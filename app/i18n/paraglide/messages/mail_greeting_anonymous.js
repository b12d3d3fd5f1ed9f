/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Greeting_AnonymousInputs */

const en_mail_greeting_anonymous = /** @type {(inputs: Mail_Greeting_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hi there,`)
};

const de_mail_greeting_anonymous = /** @type {(inputs: Mail_Greeting_AnonymousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hallo,`)
};

/**
* | output |
* | --- |
* | "Hi there," |
*
* @param {Mail_Greeting_AnonymousInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_greeting_anonymous = /** @type {((inputs?: Mail_Greeting_AnonymousInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Greeting_AnonymousInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_greeting_anonymous(inputs)
	return en_mail_greeting_anonymous(inputs)
});