/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_EmptyInputs */

const en_news_empty = /** @type {(inputs: News_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No news yet.`)
};

const de_news_empty = /** @type {(inputs: News_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Neuigkeiten.`)
};

/**
* | output |
* | --- |
* | "No news yet." |
*
* @param {News_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_empty = /** @type {((inputs?: News_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_empty(inputs)
	return en_news_empty(inputs)
});