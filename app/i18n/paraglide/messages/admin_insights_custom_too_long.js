/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Custom_Too_LongInputs */

const en_admin_insights_custom_too_long = /** @type {(inputs: Admin_Insights_Custom_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A custom period can be at most five years. Showing this season instead.`)
};

const de_admin_insights_custom_too_long = /** @type {(inputs: Admin_Insights_Custom_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein eigener Zeitraum darf höchstens fünf Jahre lang sein. Stattdessen wird diese Saison gezeigt.`)
};

/**
* | output |
* | --- |
* | "A custom period can be at most five years. Showing this season instead." |
*
* @param {Admin_Insights_Custom_Too_LongInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_custom_too_long = /** @type {((inputs?: Admin_Insights_Custom_Too_LongInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Custom_Too_LongInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_custom_too_long(inputs)
	return en_admin_insights_custom_too_long(inputs)
});