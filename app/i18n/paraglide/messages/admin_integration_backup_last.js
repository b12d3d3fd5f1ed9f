/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Admin_Integration_Backup_LastInputs */

const en_admin_integration_backup_last = /** @type {(inputs: Admin_Integration_Backup_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last backup ${i?.when}`)
};

const de_admin_integration_backup_last = /** @type {(inputs: Admin_Integration_Backup_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzte Sicherung ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Last backup {when}" |
*
* @param {Admin_Integration_Backup_LastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_last = /** @type {((inputs: Admin_Integration_Backup_LastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_LastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_backup_last(inputs)
	return en_admin_integration_backup_last(inputs)
});