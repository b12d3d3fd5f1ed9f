/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Manage_VolunteeringInputs */

const en_admin_dashboard_manage_volunteering = /** @type {(inputs: Admin_Dashboard_Manage_VolunteeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage volunteering`)
};

const de_admin_dashboard_manage_volunteering = /** @type {(inputs: Admin_Dashboard_Manage_VolunteeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten verwalten`)
};

/**
* | output |
* | --- |
* | "Manage volunteering" |
*
* @param {Admin_Dashboard_Manage_VolunteeringInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_volunteering = /** @type {((inputs?: Admin_Dashboard_Manage_VolunteeringInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_VolunteeringInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_manage_volunteering(inputs)
	return en_admin_dashboard_manage_volunteering(inputs)
});