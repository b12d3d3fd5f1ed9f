/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Stat_VolunteersInputs */

const en_admin_dashboard_stat_volunteers = /** @type {(inputs: Admin_Dashboard_Stat_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteers`)
};

const de_admin_dashboard_stat_volunteers = /** @type {(inputs: Admin_Dashboard_Stat_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer:innen`)
};

/**
* | output |
* | --- |
* | "Volunteers" |
*
* @param {Admin_Dashboard_Stat_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_volunteers = /** @type {((inputs?: Admin_Dashboard_Stat_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_stat_volunteers(inputs)
	return en_admin_dashboard_stat_volunteers(inputs)
});