/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Backups_UnscheduledInputs */

const en_mail_backups_unscheduled = /** @type {(inputs: Mail_Backups_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backups are not scheduled here (BACKUP_EVERY_HOURS is 0): once the cause is fixed, take one with npm run backup.`)
};

const de_mail_backups_unscheduled = /** @type {(inputs: Mail_Backups_UnscheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungen sind hier nicht geplant (BACKUP_EVERY_HOURS ist 0): sobald die Ursache behoben ist, mach eine mit npm run backup.`)
};

/**
* | output |
* | --- |
* | "Backups are not scheduled here (BACKUP_EVERY_HOURS is 0): once the cause is fixed, take one with npm run backup." |
*
* @param {Mail_Backups_UnscheduledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_unscheduled = /** @type {((inputs?: Mail_Backups_UnscheduledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_UnscheduledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_unscheduled(inputs)
	return en_mail_backups_unscheduled(inputs)
});