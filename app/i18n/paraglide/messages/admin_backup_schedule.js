/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Backup_ScheduleInputs */

const en_admin_backup_schedule = /** @type {(inputs: Admin_Backup_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

const de_admin_backup_schedule = /** @type {(inputs: Admin_Backup_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeitplan`)
};

/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Admin_Backup_ScheduleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule = /** @type {((inputs?: Admin_Backup_ScheduleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_ScheduleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_schedule(inputs)
	return en_admin_backup_schedule(inputs)
});