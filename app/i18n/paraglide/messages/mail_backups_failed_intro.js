/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, how: NonNullable<unknown> }} Mail_Backups_Failed_IntroInputs */

const en_mail_backups_failed_intro = /** @type {(inputs: Mail_Backups_Failed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The backup of the database that started at ${i?.when} (${i?.how}) failed:`)
};

const de_mail_backups_failed_intro = /** @type {(inputs: Mail_Backups_Failed_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Sicherung der Datenbank, die um ${i?.when} gestartet ist (${i?.how}), ist fehlgeschlagen:`)
};

/**
* | output |
* | --- |
* | "The backup of the database that started at {when} ({how}) failed:" |
*
* @param {Mail_Backups_Failed_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_failed_intro = /** @type {((inputs: Mail_Backups_Failed_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_Failed_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_failed_intro(inputs)
	return en_mail_backups_failed_intro(inputs)
});