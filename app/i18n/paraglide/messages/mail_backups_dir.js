/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dir: NonNullable<unknown> }} Mail_Backups_DirInputs */

const en_mail_backups_dir = /** @type {(inputs: Mail_Backups_DirInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Backup directory: ${i?.dir}`)
};

const de_mail_backups_dir = /** @type {(inputs: Mail_Backups_DirInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sicherungsverzeichnis: ${i?.dir}`)
};

/**
* | output |
* | --- |
* | "Backup directory: {dir}" |
*
* @param {Mail_Backups_DirInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_dir = /** @type {((inputs: Mail_Backups_DirInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_DirInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_dir(inputs)
	return en_mail_backups_dir(inputs)
});