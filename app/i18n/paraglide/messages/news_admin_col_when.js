/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Col_WhenInputs */

const en_news_admin_col_when = /** @type {(inputs: News_Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent or due`)
};

const de_news_admin_col_when = /** @type {(inputs: News_Admin_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendet oder fällig`)
};

/**
* | output |
* | --- |
* | "Sent or due" |
*
* @param {News_Admin_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_col_when = /** @type {((inputs?: News_Admin_Col_WhenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Col_WhenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_col_when(inputs)
	return en_news_admin_col_when(inputs)
});