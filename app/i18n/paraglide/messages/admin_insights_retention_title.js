/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Retention_TitleInputs */

const en_admin_insights_retention_title = /** @type {(inputs: Admin_Insights_Retention_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retention: of those who joined each month, members 12 months later`)
};

const de_admin_insights_retention_title = /** @type {(inputs: Admin_Insights_Retention_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Treue: von den in einem Monat Beigetretenen, 12 Monate später noch Mitglied`)
};

/**
* | output |
* | --- |
* | "Retention: of those who joined each month, members 12 months later" |
*
* @param {Admin_Insights_Retention_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_retention_title = /** @type {((inputs?: Admin_Insights_Retention_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Retention_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_retention_title(inputs)
	return en_admin_insights_retention_title(inputs)
});