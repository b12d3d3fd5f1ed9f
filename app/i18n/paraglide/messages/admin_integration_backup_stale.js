/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Admin_Integration_Backup_StaleInputs */

const en_admin_integration_backup_stale = /** @type {(inputs: Admin_Integration_Backup_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error: no backup since ${i?.when}`)
};

const de_admin_integration_backup_stale = /** @type {(inputs: Admin_Integration_Backup_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler: keine Sicherung seit ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Error: no backup since {when}" |
*
* @param {Admin_Integration_Backup_StaleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_stale = /** @type {((inputs: Admin_Integration_Backup_StaleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_StaleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_backup_stale(inputs)
	return en_admin_integration_backup_stale(inputs)
});