/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_Backup_FailedInputs */

const en_admin_integration_backup_failed = /** @type {(inputs: Admin_Integration_Backup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error: the backup failed`)
};

const de_admin_integration_backup_failed = /** @type {(inputs: Admin_Integration_Backup_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler: Die Sicherung ist fehlgeschlagen`)
};

/**
* | output |
* | --- |
* | "Error: the backup failed" |
*
* @param {Admin_Integration_Backup_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_failed = /** @type {((inputs?: Admin_Integration_Backup_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_backup_failed(inputs)
	return en_admin_integration_backup_failed(inputs)
});