/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} News_Feed_Title_ForInputs */

const en_news_feed_title_for = /** @type {(inputs: News_Feed_Title_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} news`)
};

const de_news_feed_title_for = /** @type {(inputs: News_Feed_Title_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neuigkeiten: ${i?.group}`)
};

/**
* | output |
* | --- |
* | "{group} news" |
*
* @param {News_Feed_Title_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_feed_title_for = /** @type {((inputs: News_Feed_Title_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Feed_Title_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_feed_title_for(inputs)
	return en_news_feed_title_for(inputs)
});