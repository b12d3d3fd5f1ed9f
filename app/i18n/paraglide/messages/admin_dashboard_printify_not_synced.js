/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Printify_Not_SyncedInputs */

const en_admin_dashboard_printify_not_synced = /** @type {(inputs: Admin_Dashboard_Printify_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet.`)
};

const de_admin_dashboard_printify_not_synced = /** @type {(inputs: Admin_Dashboard_Printify_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht abgeglichen.`)
};

/**
* | output |
* | --- |
* | "Not synced yet." |
*
* @param {Admin_Dashboard_Printify_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_printify_not_synced = /** @type {((inputs?: Admin_Dashboard_Printify_Not_SyncedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Printify_Not_SyncedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_printify_not_synced(inputs)
	return en_admin_dashboard_printify_not_synced(inputs)
});