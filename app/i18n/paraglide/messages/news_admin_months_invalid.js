/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Months_InvalidInputs */

const en_news_admin_months_invalid = /** @type {(inputs: News_Admin_Months_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a whole number of months from 1 to 120`)
};

const de_news_admin_months_invalid = /** @type {(inputs: News_Admin_Months_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib eine ganze Zahl von Monaten zwischen 1 und 120 ein`)
};

/**
* | output |
* | --- |
* | "Enter a whole number of months from 1 to 120" |
*
* @param {News_Admin_Months_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_months_invalid = /** @type {((inputs?: News_Admin_Months_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Months_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_months_invalid(inputs)
	return en_news_admin_months_invalid(inputs)
});