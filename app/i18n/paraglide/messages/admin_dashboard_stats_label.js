/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Stats_LabelInputs */

const en_admin_dashboard_stats_label = /** @type {(inputs: Admin_Dashboard_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statistics`)
};

const de_admin_dashboard_stats_label = /** @type {(inputs: Admin_Dashboard_Stats_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlen`)
};

/**
* | output |
* | --- |
* | "Statistics" |
*
* @param {Admin_Dashboard_Stats_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stats_label = /** @type {((inputs?: Admin_Dashboard_Stats_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stats_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_stats_label(inputs)
	return en_admin_dashboard_stats_label(inputs)
});