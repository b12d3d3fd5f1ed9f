/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Feed_TitleInputs */

const en_news_feed_title = /** @type {(inputs: News_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News feed (Atom)`)
};

const de_news_feed_title = /** @type {(inputs: News_Feed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuigkeiten-Feed (Atom)`)
};

/**
* | output |
* | --- |
* | "News feed (Atom)" |
*
* @param {News_Feed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_feed_title = /** @type {((inputs?: News_Feed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Feed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_feed_title(inputs)
	return en_news_feed_title(inputs)
});