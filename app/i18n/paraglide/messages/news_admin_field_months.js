/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Field_MonthsInputs */

const en_news_admin_field_months = /** @type {(inputs: News_Admin_Field_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worked in the last … months`)
};

const de_news_admin_field_months = /** @type {(inputs: News_Admin_Field_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gearbeitet in den letzten … Monaten`)
};

/**
* | output |
* | --- |
* | "Worked in the last … months" |
*
* @param {News_Admin_Field_MonthsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_field_months = /** @type {((inputs?: News_Admin_Field_MonthsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Field_MonthsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_field_months(inputs)
	return en_news_admin_field_months(inputs)
});