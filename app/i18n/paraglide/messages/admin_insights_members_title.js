/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Members_TitleInputs */

const en_admin_insights_members_title = /** @type {(inputs: Admin_Insights_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members at the end of each month, by tier`)
};

const de_admin_insights_members_title = /** @type {(inputs: Admin_Insights_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder am Ende jedes Monats, nach Stufe`)
};

/**
* | output |
* | --- |
* | "Members at the end of each month, by tier" |
*
* @param {Admin_Insights_Members_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_members_title = /** @type {((inputs?: Admin_Insights_Members_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Members_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_members_title(inputs)
	return en_admin_insights_members_title(inputs)
});