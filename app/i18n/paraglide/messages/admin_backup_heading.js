/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Backup_HeadingInputs */

const en_admin_backup_heading = /** @type {(inputs: Admin_Backup_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backups`)
};

const de_admin_backup_heading = /** @type {(inputs: Admin_Backup_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungen`)
};

/**
* | output |
* | --- |
* | "Backups" |
*
* @param {Admin_Backup_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_heading = /** @type {((inputs?: Admin_Backup_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_heading(inputs)
	return en_admin_backup_heading(inputs)
});