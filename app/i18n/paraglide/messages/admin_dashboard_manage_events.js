/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Manage_EventsInputs */

const en_admin_dashboard_manage_events = /** @type {(inputs: Admin_Dashboard_Manage_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage events`)
};

const de_admin_dashboard_manage_events = /** @type {(inputs: Admin_Dashboard_Manage_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine verwalten`)
};

/**
* | output |
* | --- |
* | "Manage events" |
*
* @param {Admin_Dashboard_Manage_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_events = /** @type {((inputs?: Admin_Dashboard_Manage_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_manage_events(inputs)
	return en_admin_dashboard_manage_events(inputs)
});