/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Tier_OtherInputs */

const en_admin_insights_tier_other = /** @type {(inputs: Admin_Insights_Tier_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tier`)
};

const de_admin_insights_tier_other = /** @type {(inputs: Admin_Insights_Tier_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne Stufe`)
};

/**
* | output |
* | --- |
* | "No tier" |
*
* @param {Admin_Insights_Tier_OtherInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_tier_other = /** @type {((inputs?: Admin_Insights_Tier_OtherInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Tier_OtherInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_tier_other(inputs)
	return en_admin_insights_tier_other(inputs)
});