/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Mail_SignoffInputs */

const en_news_mail_signoff = /** @type {(inputs: News_Mail_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Best wishes,`)
};

const de_news_mail_signoff = /** @type {(inputs: News_Mail_SignoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viele Grüße`)
};

/**
* | output |
* | --- |
* | "Best wishes," |
*
* @param {News_Mail_SignoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_mail_signoff = /** @type {((inputs?: News_Mail_SignoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Mail_SignoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_mail_signoff(inputs)
	return en_news_mail_signoff(inputs)
});