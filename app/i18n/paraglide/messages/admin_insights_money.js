/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_MoneyInputs */

const en_admin_insights_money = /** @type {(inputs: Admin_Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Money`)
};

const de_admin_insights_money = /** @type {(inputs: Admin_Insights_MoneyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geld`)
};

/**
* | output |
* | --- |
* | "Money" |
*
* @param {Admin_Insights_MoneyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_money = /** @type {((inputs?: Admin_Insights_MoneyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_MoneyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_money(inputs)
	return en_admin_insights_money(inputs)
});