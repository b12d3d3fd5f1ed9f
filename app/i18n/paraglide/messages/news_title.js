/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_TitleInputs */

const en_news_title = /** @type {(inputs: News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News`)
};

const de_news_title = /** @type {(inputs: News_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuigkeiten`)
};

/**
* | output |
* | --- |
* | "News" |
*
* @param {News_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_title = /** @type {((inputs?: News_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_title(inputs)
	return en_news_title(inputs)
});