/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Members_OnlyInputs */

const en_admin_insights_members_only = /** @type {(inputs: Admin_Insights_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

const de_admin_insights_members_only = /** @type {(inputs: Admin_Insights_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Mitglieder`)
};

/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Admin_Insights_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_members_only = /** @type {((inputs?: Admin_Insights_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_members_only(inputs)
	return en_admin_insights_members_only(inputs)
});