/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Mail_Backups_Last_Good_UnnamedInputs */

const en_mail_backups_last_good_unnamed = /** @type {(inputs: Mail_Backups_Last_Good_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last good backup is (no file name), from ${i?.when}.`)
};

const de_mail_backups_last_good_unnamed = /** @type {(inputs: Mail_Backups_Last_Good_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die letzte gute Sicherung (ohne Dateinamen) ist vom ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "The last good backup is (no file name), from {when}." |
*
* @param {Mail_Backups_Last_Good_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_last_good_unnamed = /** @type {((inputs: Mail_Backups_Last_Good_UnnamedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_Last_Good_UnnamedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_last_good_unnamed(inputs)
	return en_mail_backups_last_good_unnamed(inputs)
});