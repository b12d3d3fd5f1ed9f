/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} News_Whats_New_MoreInputs */

const en_news_whats_new_more = /** @type {(inputs: News_Whats_New_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`And ${i?.count} more.`)
};

const de_news_whats_new_more = /** @type {(inputs: News_Whats_New_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Und ${i?.count} weitere.`)
};

/**
* | output |
* | --- |
* | "And {count} more." |
*
* @param {News_Whats_New_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_whats_new_more = /** @type {((inputs: News_Whats_New_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Whats_New_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_whats_new_more(inputs)
	return en_news_whats_new_more(inputs)
});