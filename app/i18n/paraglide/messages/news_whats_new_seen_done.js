/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Whats_New_Seen_DoneInputs */

const en_news_whats_new_seen_done = /** @type {(inputs: News_Whats_New_Seen_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are up to date.`)
};

const de_news_whats_new_seen_done = /** @type {(inputs: News_Whats_New_Seen_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist auf dem neuesten Stand.`)
};

/**
* | output |
* | --- |
* | "You are up to date." |
*
* @param {News_Whats_New_Seen_DoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_whats_new_seen_done = /** @type {((inputs?: News_Whats_New_Seen_DoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Whats_New_Seen_DoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_whats_new_seen_done(inputs)
	return en_news_whats_new_seen_done(inputs)
});