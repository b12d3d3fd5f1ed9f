/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Feed_LinkInputs */

const en_news_feed_link = /** @type {(inputs: News_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atom feed`)
};

const de_news_feed_link = /** @type {(inputs: News_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atom-Feed`)
};

/**
* | output |
* | --- |
* | "Atom feed" |
*
* @param {News_Feed_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_feed_link = /** @type {((inputs?: News_Feed_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Feed_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_feed_link(inputs)
	return en_news_feed_link(inputs)
});