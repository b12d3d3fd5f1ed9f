/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Backup_Schedule_OffInputs */

const en_admin_backup_schedule_off = /** @type {(inputs: Admin_Backup_Schedule_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off (BACKUP_EVERY_HOURS is 0): only npm run backup takes one.`)
};

const de_admin_backup_schedule_off = /** @type {(inputs: Admin_Backup_Schedule_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus (BACKUP_EVERY_HOURS ist 0): Nur npm run backup legt eine an.`)
};

/**
* | output |
* | --- |
* | "Off (BACKUP_EVERY_HOURS is 0): only npm run backup takes one." |
*
* @param {Admin_Backup_Schedule_OffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule_off = /** @type {((inputs?: Admin_Backup_Schedule_OffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_Schedule_OffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_schedule_off(inputs)
	return en_admin_backup_schedule_off(inputs)
});