/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Period_12mInputs */

const en_admin_insights_period_12m = /** @type {(inputs: Admin_Insights_Period_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last 12 months`)
};

const de_admin_insights_period_12m = /** @type {(inputs: Admin_Insights_Period_12mInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte 12 Monate`)
};

/**
* | output |
* | --- |
* | "Last 12 months" |
*
* @param {Admin_Insights_Period_12mInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_period_12m = /** @type {((inputs?: Admin_Insights_Period_12mInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Period_12mInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_period_12m(inputs)
	return en_admin_insights_period_12m(inputs)
});