/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Joined_TitleInputs */

const en_admin_insights_joined_title = /** @type {(inputs: Admin_Insights_Joined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members who joined and who lapsed, each month`)
};

const de_admin_insights_joined_title = /** @type {(inputs: Admin_Insights_Joined_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue und ausgelaufene Mitgliedschaften je Monat`)
};

/**
* | output |
* | --- |
* | "Members who joined and who lapsed, each month" |
*
* @param {Admin_Insights_Joined_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_joined_title = /** @type {((inputs?: Admin_Insights_Joined_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Joined_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_joined_title(inputs)
	return en_admin_insights_joined_title(inputs)
});