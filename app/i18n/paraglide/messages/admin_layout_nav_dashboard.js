/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Layout_Nav_DashboardInputs */

const en_admin_layout_nav_dashboard = /** @type {(inputs: Admin_Layout_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

const de_admin_layout_nav_dashboard = /** @type {(inputs: Admin_Layout_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Admin_Layout_Nav_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_layout_nav_dashboard = /** @type {((inputs?: Admin_Layout_Nav_DashboardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Layout_Nav_DashboardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_layout_nav_dashboard(inputs)
	return en_admin_layout_nav_dashboard(inputs)
});