/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Custom_InvalidInputs */

const en_admin_insights_custom_invalid = /** @type {(inputs: Admin_Insights_Custom_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter both dates of a custom period as dates. Showing this season instead.`)
};

const de_admin_insights_custom_invalid = /** @type {(inputs: Admin_Insights_Custom_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib beide Daten eines eigenen Zeitraums als Datum ein. Stattdessen wird diese Saison gezeigt.`)
};

/**
* | output |
* | --- |
* | "Enter both dates of a custom period as dates. Showing this season instead." |
*
* @param {Admin_Insights_Custom_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_custom_invalid = /** @type {((inputs?: Admin_Insights_Custom_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Custom_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_custom_invalid(inputs)
	return en_admin_insights_custom_invalid(inputs)
});