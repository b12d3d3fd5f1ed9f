/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_RecountInputs */

const en_admin_insights_recount = /** @type {(inputs: Admin_Insights_RecountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count again now`)
};

const de_admin_insights_recount = /** @type {(inputs: Admin_Insights_RecountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt neu zählen`)
};

/**
* | output |
* | --- |
* | "Count again now" |
*
* @param {Admin_Insights_RecountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_recount = /** @type {((inputs?: Admin_Insights_RecountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_RecountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_recount(inputs)
	return en_admin_insights_recount(inputs)
});