/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Col_StateInputs */

const en_news_admin_col_state = /** @type {(inputs: News_Admin_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

const de_news_admin_col_state = /** @type {(inputs: News_Admin_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {News_Admin_Col_StateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_col_state = /** @type {((inputs?: News_Admin_Col_StateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Col_StateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_col_state(inputs)
	return en_news_admin_col_state(inputs)
});