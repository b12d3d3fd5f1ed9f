/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_CountInputs */

const en_news_admin_count = /** @type {(inputs: News_Admin_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count recipients`)
};

const de_news_admin_count = /** @type {(inputs: News_Admin_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfänger zählen`)
};

/**
* | output |
* | --- |
* | "Count recipients" |
*
* @param {News_Admin_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_count = /** @type {((inputs?: News_Admin_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_count(inputs)
	return en_news_admin_count(inputs)
});