/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Whats_New_HeadingInputs */

const en_news_whats_new_heading = /** @type {(inputs: News_Whats_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What's new since your last visit`)
};

const de_news_whats_new_heading = /** @type {(inputs: News_Whats_New_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neu seit deinem letzten Besuch`)
};

/**
* | output |
* | --- |
* | "What's new since your last visit" |
*
* @param {News_Whats_New_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_whats_new_heading = /** @type {((inputs?: News_Whats_New_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Whats_New_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_whats_new_heading(inputs)
	return en_news_whats_new_heading(inputs)
});