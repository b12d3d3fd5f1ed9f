/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_RetainedInputs */

const en_admin_insights_retained = /** @type {(inputs: Admin_Insights_RetainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members 12 months later`)
};

const de_admin_insights_retained = /** @type {(inputs: Admin_Insights_RetainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`12 Monate später Mitglied`)
};

/**
* | output |
* | --- |
* | "Members 12 months later" |
*
* @param {Admin_Insights_RetainedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_retained = /** @type {((inputs?: Admin_Insights_RetainedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_RetainedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_retained(inputs)
	return en_admin_insights_retained(inputs)
});