/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Admin_Backup_Schedule_EveryInputs */

const en_admin_backup_schedule_every = /** @type {(inputs: Admin_Backup_Schedule_EveryInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Every hour`);
	return /** @type {LocalizedString} */ (`Every ${i?.hours} hours`)
	
};

const de_admin_backup_schedule_every = /** @type {(inputs: Admin_Backup_Schedule_EveryInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Jede Stunde`);
	return /** @type {LocalizedString} */ (`Alle ${i?.hours} Stunden`)
	
};

/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Every hour" |
* | * | "Every {hours} hours" |
*
* @param {Admin_Backup_Schedule_EveryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_backup_schedule_every = /** @type {((inputs: Admin_Backup_Schedule_EveryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Backup_Schedule_EveryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_backup_schedule_every(inputs)
	return en_admin_backup_schedule_every(inputs)
});