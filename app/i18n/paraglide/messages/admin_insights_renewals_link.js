/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Renewals_LinkInputs */

const en_admin_insights_renewals_link = /** @type {(inputs: Admin_Insights_Renewals_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See who, soonest first`)
};

const de_admin_insights_renewals_link = /** @type {(inputs: Admin_Insights_Renewals_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer, die nächste zuerst`)
};

/**
* | output |
* | --- |
* | "See who, soonest first" |
*
* @param {Admin_Insights_Renewals_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_renewals_link = /** @type {((inputs?: Admin_Insights_Renewals_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Renewals_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_renewals_link(inputs)
	return en_admin_insights_renewals_link(inputs)
});