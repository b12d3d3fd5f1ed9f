/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Backups_SettingsInputs */

const en_mail_backups_settings = /** @type {(inputs: Mail_Backups_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The admin's settings page shows the backups: ${i?.url}.`)
};

const de_mail_backups_settings = /** @type {(inputs: Mail_Backups_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Sicherungen stehen auf der Einstellungsseite der Verwaltung: ${i?.url}.`)
};

/**
* | output |
* | --- |
* | "The admin's settings page shows the backups: {url}." |
*
* @param {Mail_Backups_SettingsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_settings = /** @type {((inputs: Mail_Backups_SettingsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_SettingsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_settings(inputs)
	return en_mail_backups_settings(inputs)
});