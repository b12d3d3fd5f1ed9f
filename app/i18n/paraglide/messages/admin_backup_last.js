/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Backup_LastInputs */

const en_admin_backup_last = /** @type {(inputs: Admin_Backup_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last backup`)
};

const de_admin_backup_last = /** @type {(inputs: Admin_Backup_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Sicherung`)
};

/**
* | output |
* | --- |
* | "Last backup" |
*
* @param {Admin_Backup_LastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_last = /** @type {((inputs?: Admin_Backup_LastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_LastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_last(inputs)
	return en_admin_backup_last(inputs)
});