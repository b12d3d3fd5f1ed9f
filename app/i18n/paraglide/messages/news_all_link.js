/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_All_LinkInputs */

const en_news_all_link = /** @type {(inputs: News_All_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All public news`)
};

const de_news_all_link = /** @type {(inputs: News_All_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle öffentlichen Neuigkeiten`)
};

/**
* | output |
* | --- |
* | "All public news" |
*
* @param {News_All_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_all_link = /** @type {((inputs?: News_All_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_All_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_all_link(inputs)
	return en_news_all_link(inputs)
});