/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_LegendInputs */

const en_admin_insights_legend = /** @type {(inputs: Admin_Insights_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legend`)
};

const de_admin_insights_legend = /** @type {(inputs: Admin_Insights_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legende`)
};

/**
* | output |
* | --- |
* | "Legend" |
*
* @param {Admin_Insights_LegendInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_legend = /** @type {((inputs?: Admin_Insights_LegendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_LegendInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_legend(inputs)
	return en_admin_insights_legend(inputs)
});