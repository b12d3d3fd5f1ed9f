/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Manage_MembersInputs */

const en_admin_dashboard_manage_members = /** @type {(inputs: Admin_Dashboard_Manage_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage members`)
};

const de_admin_dashboard_manage_members = /** @type {(inputs: Admin_Dashboard_Manage_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder verwalten`)
};

/**
* | output |
* | --- |
* | "Manage members" |
*
* @param {Admin_Dashboard_Manage_MembersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_members = /** @type {((inputs?: Admin_Dashboard_Manage_MembersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_MembersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_manage_members(inputs)
	return en_admin_dashboard_manage_members(inputs)
});