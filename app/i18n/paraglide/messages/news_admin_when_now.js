/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_When_NowInputs */

const en_news_admin_when_now = /** @type {(inputs: News_Admin_When_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send now`)
};

const de_news_admin_when_now = /** @type {(inputs: News_Admin_When_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt senden`)
};

/**
* | output |
* | --- |
* | "Send now" |
*
* @param {News_Admin_When_NowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_when_now = /** @type {((inputs?: News_Admin_When_NowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_When_NowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_when_now(inputs)
	return en_news_admin_when_now(inputs)
});