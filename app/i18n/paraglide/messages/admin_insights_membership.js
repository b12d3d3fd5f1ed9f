/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_MembershipInputs */

const en_admin_insights_membership = /** @type {(inputs: Admin_Insights_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership`)
};

const de_admin_insights_membership = /** @type {(inputs: Admin_Insights_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft`)
};

/**
* | output |
* | --- |
* | "Membership" |
*
* @param {Admin_Insights_MembershipInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_membership = /** @type {((inputs?: Admin_Insights_MembershipInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_MembershipInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_membership(inputs)
	return en_admin_insights_membership(inputs)
});