/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} News_Mail_WhyInputs */

const en_news_mail_why = /** @type {(inputs: News_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this because of your Email Preferences: ${i?.url}`)
};

const de_news_mail_why = /** @type {(inputs: News_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du erhältst diese E-Mail wegen deiner E-Mail-Einstellungen: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "You get this because of your Email Preferences: {url}" |
*
* @param {News_Mail_WhyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_mail_why = /** @type {((inputs: News_Mail_WhyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Mail_WhyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_mail_why(inputs)
	return en_news_mail_why(inputs)
});