/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Backups_How_ScheduledInputs */

const en_mail_backups_how_scheduled = /** @type {(inputs: Mail_Backups_How_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scheduled`)
};

const de_mail_backups_how_scheduled = /** @type {(inputs: Mail_Backups_How_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`geplant`)
};

/**
* | output |
* | --- |
* | "scheduled" |
*
* @param {Mail_Backups_How_ScheduledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_how_scheduled = /** @type {((inputs?: Mail_Backups_How_ScheduledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_How_ScheduledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_how_scheduled(inputs)
	return en_mail_backups_how_scheduled(inputs)
});