/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Backups_Dir_UnknownInputs */

const en_mail_backups_dir_unknown = /** @type {(inputs: Mail_Backups_Dir_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup directory: (unknown)`)
};

const de_mail_backups_dir_unknown = /** @type {(inputs: Mail_Backups_Dir_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungsverzeichnis: (unbekannt)`)
};

/**
* | output |
* | --- |
* | "Backup directory: (unknown)" |
*
* @param {Mail_Backups_Dir_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_dir_unknown = /** @type {((inputs?: Mail_Backups_Dir_UnknownInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_Dir_UnknownInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_dir_unknown(inputs)
	return en_mail_backups_dir_unknown(inputs)
});