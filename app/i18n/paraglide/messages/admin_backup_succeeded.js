/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Backup_SucceededInputs */

const en_admin_backup_succeeded = /** @type {(inputs: Admin_Backup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Succeeded`)
};

const de_admin_backup_succeeded = /** @type {(inputs: Admin_Backup_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfolgreich`)
};

/**
* | output |
* | --- |
* | "Succeeded" |
*
* @param {Admin_Backup_SucceededInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_succeeded = /** @type {((inputs?: Admin_Backup_SucceededInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_SucceededInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_succeeded(inputs)
	return en_admin_backup_succeeded(inputs)
});