/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Show_NumbersInputs */

const en_admin_insights_show_numbers = /** @type {(inputs: Admin_Insights_Show_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the numbers`)
};

const de_admin_insights_show_numbers = /** @type {(inputs: Admin_Insights_Show_NumbersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlen zeigen`)
};

/**
* | output |
* | --- |
* | "Show the numbers" |
*
* @param {Admin_Insights_Show_NumbersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_show_numbers = /** @type {((inputs?: Admin_Insights_Show_NumbersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Show_NumbersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_show_numbers(inputs)
	return en_admin_insights_show_numbers(inputs)
});