/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Backups_Failed_SubjectInputs */

const en_mail_backups_failed_subject = /** @type {(inputs: Mail_Backups_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}: a backup of the database failed`)
};

const de_mail_backups_failed_subject = /** @type {(inputs: Mail_Backups_Failed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}: eine Sicherung der Datenbank ist fehlgeschlagen`)
};

/**
* | output |
* | --- |
* | "{group}: a backup of the database failed" |
*
* @param {Mail_Backups_Failed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_failed_subject = /** @type {((inputs: Mail_Backups_Failed_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_Failed_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_failed_subject(inputs)
	return en_mail_backups_failed_subject(inputs)
});