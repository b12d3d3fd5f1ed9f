/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_NoneInputs */

const en_news_admin_none = /** @type {(inputs: News_Admin_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No announcements yet.`)
};

const de_news_admin_none = /** @type {(inputs: News_Admin_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Mitteilungen.`)
};

/**
* | output |
* | --- |
* | "No announcements yet." |
*
* @param {News_Admin_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_none = /** @type {((inputs?: News_Admin_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_none(inputs)
	return en_news_admin_none(inputs)
});