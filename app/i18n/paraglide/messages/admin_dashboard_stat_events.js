/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Stat_EventsInputs */

const en_admin_dashboard_stat_events = /** @type {(inputs: Admin_Dashboard_Stat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

const de_admin_dashboard_stat_events = /** @type {(inputs: Admin_Dashboard_Stat_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Admin_Dashboard_Stat_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_events = /** @type {((inputs?: Admin_Dashboard_Stat_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_stat_events(inputs)
	return en_admin_dashboard_stat_events(inputs)
});