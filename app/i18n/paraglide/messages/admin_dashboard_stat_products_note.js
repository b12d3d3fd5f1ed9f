/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Stat_Products_NoteInputs */

const en_admin_dashboard_stat_products_note = /** @type {(inputs: Admin_Dashboard_Stat_Products_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active products`)
};

const de_admin_dashboard_stat_products_note = /** @type {(inputs: Admin_Dashboard_Stat_Products_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Produkte`)
};

/**
* | output |
* | --- |
* | "Active products" |
*
* @param {Admin_Dashboard_Stat_Products_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_products_note = /** @type {((inputs?: Admin_Dashboard_Stat_Products_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Products_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_stat_products_note(inputs)
	return en_admin_dashboard_stat_products_note(inputs)
});