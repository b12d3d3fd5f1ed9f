/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Quick_ActionsInputs */

const en_admin_dashboard_quick_actions = /** @type {(inputs: Admin_Dashboard_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

const de_admin_dashboard_quick_actions = /** @type {(inputs: Admin_Dashboard_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schnellzugriff`)
};

/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Admin_Dashboard_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_quick_actions = /** @type {((inputs?: Admin_Dashboard_Quick_ActionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Quick_ActionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_quick_actions(inputs)
	return en_admin_dashboard_quick_actions(inputs)
});