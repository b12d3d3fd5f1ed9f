/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_RefundsInputs */

const en_admin_insights_refunds = /** @type {(inputs: Admin_Insights_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunds`)
};

const de_admin_insights_refunds = /** @type {(inputs: Admin_Insights_RefundsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstattungen`)
};

/**
* | output |
* | --- |
* | "Refunds" |
*
* @param {Admin_Insights_RefundsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_refunds = /** @type {((inputs?: Admin_Insights_RefundsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_RefundsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_refunds(inputs)
	return en_admin_insights_refunds(inputs)
});