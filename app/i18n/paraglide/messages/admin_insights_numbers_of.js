/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Insights_Numbers_OfInputs */

const en_admin_insights_numbers_of = /** @type {(inputs: Admin_Insights_Numbers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The numbers of ${i?.title}`)
};

const de_admin_insights_numbers_of = /** @type {(inputs: Admin_Insights_Numbers_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Zahlen zu ${i?.title}`)
};

/**
* | output |
* | --- |
* | "The numbers of {title}" |
*
* @param {Admin_Insights_Numbers_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_numbers_of = /** @type {((inputs: Admin_Insights_Numbers_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Numbers_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_numbers_of(inputs)
	return en_admin_insights_numbers_of(inputs)
});