/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_PostedInputs */

const en_admin_insights_posted = /** @type {(inputs: Admin_Insights_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posted`)
};

const de_admin_insights_posted = /** @type {(inputs: Admin_Insights_PostedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingestellt`)
};

/**
* | output |
* | --- |
* | "Posted" |
*
* @param {Admin_Insights_PostedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_posted = /** @type {((inputs?: Admin_Insights_PostedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_PostedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_posted(inputs)
	return en_admin_insights_posted(inputs)
});