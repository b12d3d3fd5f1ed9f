/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Not_FoundInputs */

const en_news_not_found = /** @type {(inputs: News_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This announcement does not exist or is not for you.`)
};

const de_news_not_found = /** @type {(inputs: News_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Mitteilung gibt es nicht, oder sie ist nicht für dich bestimmt.`)
};

/**
* | output |
* | --- |
* | "This announcement does not exist or is not for you." |
*
* @param {News_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_not_found = /** @type {((inputs?: News_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_not_found(inputs)
	return en_news_not_found(inputs)
});