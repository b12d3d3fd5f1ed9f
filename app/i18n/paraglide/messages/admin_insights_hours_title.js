/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Hours_TitleInputs */

const en_admin_insights_hours_title = /** @type {(inputs: Admin_Insights_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer hours each month`)
};

const de_admin_insights_hours_title = /** @type {(inputs: Admin_Insights_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferstunden je Monat`)
};

/**
* | output |
* | --- |
* | "Volunteer hours each month" |
*
* @param {Admin_Insights_Hours_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_hours_title = /** @type {((inputs?: Admin_Insights_Hours_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Hours_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_hours_title(inputs)
	return en_admin_insights_hours_title(inputs)
});