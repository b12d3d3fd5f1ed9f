/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Custom_OrderInputs */

const en_admin_insights_custom_order = /** @type {(inputs: Admin_Insights_Custom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A custom period must end on or after the day it starts. Showing this season instead.`)
};

const de_admin_insights_custom_order = /** @type {(inputs: Admin_Insights_Custom_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein eigener Zeitraum muss am oder nach seinem ersten Tag enden. Stattdessen wird diese Saison gezeigt.`)
};

/**
* | output |
* | --- |
* | "A custom period must end on or after the day it starts. Showing this season instead." |
*
* @param {Admin_Insights_Custom_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_custom_order = /** @type {((inputs?: Admin_Insights_Custom_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Custom_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_custom_order(inputs)
	return en_admin_insights_custom_order(inputs)
});