/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Money_TitleInputs */

const en_admin_insights_money_title = /** @type {(inputs: Admin_Insights_Money_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop against membership, each month`)
};

const de_admin_insights_money_title = /** @type {(inputs: Admin_Insights_Money_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop und Mitgliedsbeiträge je Monat`)
};

/**
* | output |
* | --- |
* | "Shop against membership, each month" |
*
* @param {Admin_Insights_Money_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_money_title = /** @type {((inputs?: Admin_Insights_Money_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Money_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_money_title(inputs)
	return en_admin_insights_money_title(inputs)
});