/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_BackInputs */

const en_news_back = /** @type {(inputs: News_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All news`)
};

const de_news_back = /** @type {(inputs: News_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Neuigkeiten`)
};

/**
* | output |
* | --- |
* | "All news" |
*
* @param {News_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_back = /** @type {((inputs?: News_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_back(inputs)
	return en_news_back(inputs)
});