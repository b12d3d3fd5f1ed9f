/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_ShortInputs */

const en_admin_insights_short = /** @type {(inputs: Admin_Insights_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts short of people`)
};

const de_admin_insights_short = /** @type {(inputs: Admin_Insights_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterbesetzte Schichten`)
};

/**
* | output |
* | --- |
* | "Shifts short of people" |
*
* @param {Admin_Insights_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_short = /** @type {((inputs?: Admin_Insights_ShortInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_ShortInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_short(inputs)
	return en_admin_insights_short(inputs)
});