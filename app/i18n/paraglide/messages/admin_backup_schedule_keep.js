/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ every: NonNullable<unknown>, keep: NonNullable<unknown> }} Admin_Backup_Schedule_KeepInputs */

const en_admin_backup_schedule_keep = /** @type {(inputs: Admin_Backup_Schedule_KeepInputs) => LocalizedString} */ (i) => {const keepPlural = registry.plural("en", i?.keep, {});
	if (keepPlural === "one") return /** @type {LocalizedString} */ (`${i?.every}; the newest ${i?.keep} file is kept.`);
	return /** @type {LocalizedString} */ (`${i?.every}; the newest ${i?.keep} files are kept.`)
	
};

const de_admin_backup_schedule_keep = /** @type {(inputs: Admin_Backup_Schedule_KeepInputs) => LocalizedString} */ (i) => {const keepPlural = registry.plural("de", i?.keep, {});
	if (keepPlural === "one") return /** @type {LocalizedString} */ (`${i?.every}; die neueste Datei wird behalten.`);
	return /** @type {LocalizedString} */ (`${i?.every}; die neuesten ${i?.keep} Dateien werden behalten.`)
	
};

/**
* | keepPlural | output |
* | --- | --- |
* | "one" | "{every}; the newest {keep} file is kept." |
* | * | "{every}; the newest {keep} files are kept." |
*
* @param {Admin_Backup_Schedule_KeepInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule_keep = /** @type {((inputs: Admin_Backup_Schedule_KeepInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_Schedule_KeepInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_schedule_keep(inputs)
	return en_admin_backup_schedule_keep(inputs)
});