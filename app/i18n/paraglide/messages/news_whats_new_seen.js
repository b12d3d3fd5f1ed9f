/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Whats_New_SeenInputs */

const en_news_whats_new_seen = /** @type {(inputs: News_Whats_New_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as seen`)
};

const de_news_whats_new_seen = /** @type {(inputs: News_Whats_New_SeenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als gelesen markieren`)
};

/**
* | output |
* | --- |
* | "Mark as seen" |
*
* @param {News_Whats_New_SeenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_whats_new_seen = /** @type {((inputs?: News_Whats_New_SeenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Whats_New_SeenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_whats_new_seen(inputs)
	return en_news_whats_new_seen(inputs)
});