/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_LapsedInputs */

const en_admin_insights_lapsed = /** @type {(inputs: Admin_Insights_LapsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lapsed`)
};

const de_admin_insights_lapsed = /** @type {(inputs: Admin_Insights_LapsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgelaufen`)
};

/**
* | output |
* | --- |
* | "Lapsed" |
*
* @param {Admin_Insights_LapsedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_lapsed = /** @type {((inputs?: Admin_Insights_LapsedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_LapsedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_lapsed(inputs)
	return en_admin_insights_lapsed(inputs)
});