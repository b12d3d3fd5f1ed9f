/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Backup_DirectoryInputs */

const en_admin_backup_directory = /** @type {(inputs: Admin_Backup_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup directory`)
};

const de_admin_backup_directory = /** @type {(inputs: Admin_Backup_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungsordner`)
};

/**
* | output |
* | --- |
* | "Backup directory" |
*
* @param {Admin_Backup_DirectoryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_directory = /** @type {((inputs?: Admin_Backup_DirectoryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_DirectoryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_directory(inputs)
	return en_admin_backup_directory(inputs)
});