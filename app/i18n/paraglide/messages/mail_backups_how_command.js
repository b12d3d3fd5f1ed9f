/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Backups_How_CommandInputs */

const en_mail_backups_how_command = /** @type {(inputs: Mail_Backups_How_CommandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`asked for with npm run backup`)
};

const de_mail_backups_how_command = /** @type {(inputs: Mail_Backups_How_CommandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mit npm run backup angestoßen`)
};

/**
* | output |
* | --- |
* | "asked for with npm run backup" |
*
* @param {Mail_Backups_How_CommandInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_backups_how_command = /** @type {((inputs?: Mail_Backups_How_CommandInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Backups_How_CommandInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_backups_how_command(inputs)
	return en_mail_backups_how_command(inputs)
});