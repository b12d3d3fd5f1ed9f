/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Backups_Last_GoodInputs */

const en_mail_backups_last_good = /** @type {(inputs: Mail_Backups_Last_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last good backup is ${i?.file}, from ${i?.when}.`)
};

const de_mail_backups_last_good = /** @type {(inputs: Mail_Backups_Last_GoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die letzte gute Sicherung ist ${i?.file}, vom ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "The last good backup is {file}, from {when}." |
*
* @param {Mail_Backups_Last_GoodInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_last_good = /** @type {((inputs: Mail_Backups_Last_GoodInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_Last_GoodInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_last_good(inputs)
	return en_mail_backups_last_good(inputs)
});