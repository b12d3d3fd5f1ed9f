/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Link_MissingInputs */

const en_news_admin_link_missing = /** @type {(inputs: News_Admin_Link_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such page on this site`)
};

const de_news_admin_link_missing = /** @type {(inputs: News_Admin_Link_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite gibt es auf dieser Website nicht`)
};

/**
* | output |
* | --- |
* | "There is no such page on this site" |
*
* @param {News_Admin_Link_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_link_missing = /** @type {((inputs?: News_Admin_Link_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Link_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_link_missing(inputs)
	return en_news_admin_link_missing(inputs)
});