/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Go_To_PageInputs */

const en_news_go_to_page = /** @type {(inputs: News_Go_To_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the page`)
};

const de_news_go_to_page = /** @type {(inputs: News_Go_To_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Seite`)
};

/**
* | output |
* | --- |
* | "Go to the page" |
*
* @param {News_Go_To_PageInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_go_to_page = /** @type {((inputs?: News_Go_To_PageInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Go_To_PageInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_go_to_page(inputs)
	return en_news_go_to_page(inputs)
});