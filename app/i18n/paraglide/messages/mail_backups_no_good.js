/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Backups_No_GoodInputs */

const en_mail_backups_no_good = /** @type {(inputs: Mail_Backups_No_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no good backup yet.`)
};

const de_mail_backups_no_good = /** @type {(inputs: Mail_Backups_No_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt noch keine gute Sicherung.`)
};

/**
* | output |
* | --- |
* | "There is no good backup yet." |
*
* @param {Mail_Backups_No_GoodInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_no_good = /** @type {((inputs?: Mail_Backups_No_GoodInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_No_GoodInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_no_good(inputs)
	return en_mail_backups_no_good(inputs)
});