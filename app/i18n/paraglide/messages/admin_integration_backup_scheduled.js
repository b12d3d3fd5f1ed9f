/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_Backup_ScheduledInputs */

const en_admin_integration_backup_scheduled = /** @type {(inputs: Admin_Integration_Backup_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled — no backup yet`)
};

const de_admin_integration_backup_scheduled = /** @type {(inputs: Admin_Integration_Backup_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplant – noch keine Sicherung`)
};

/**
* | output |
* | --- |
* | "Scheduled — no backup yet" |
*
* @param {Admin_Integration_Backup_ScheduledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backup_scheduled = /** @type {((inputs?: Admin_Integration_Backup_ScheduledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Backup_ScheduledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_backup_scheduled(inputs)
	return en_admin_integration_backup_scheduled(inputs)
});