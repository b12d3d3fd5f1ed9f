/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Backup_NoneInputs */

const en_admin_backup_none = /** @type {(inputs: Admin_Backup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No backup yet.`)
};

const de_admin_backup_none = /** @type {(inputs: Admin_Backup_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Sicherung.`)
};

/**
* | output |
* | --- |
* | "No backup yet." |
*
* @param {Admin_Backup_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_none = /** @type {((inputs?: Admin_Backup_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_none(inputs)
	return en_admin_backup_none(inputs)
});