/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_OlderInputs */

const en_news_older = /** @type {(inputs: News_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older news`)
};

const de_news_older = /** @type {(inputs: News_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Neuigkeiten`)
};

/**
* | output |
* | --- |
* | "Older news" |
*
* @param {News_OlderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_older = /** @type {((inputs?: News_OlderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_OlderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_older(inputs)
	return en_news_older(inputs)
});