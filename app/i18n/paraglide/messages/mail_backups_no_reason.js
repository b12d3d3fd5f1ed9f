/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Backups_No_ReasonInputs */

const en_mail_backups_no_reason = /** @type {(inputs: Mail_Backups_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no reason recorded)`)
};

const de_mail_backups_no_reason = /** @type {(inputs: Mail_Backups_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(kein Grund aufgezeichnet)`)
};

/**
* | output |
* | --- |
* | "(no reason recorded)" |
*
* @param {Mail_Backups_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_no_reason = /** @type {((inputs?: Mail_Backups_No_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_No_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_no_reason(inputs)
	return en_mail_backups_no_reason(inputs)
});