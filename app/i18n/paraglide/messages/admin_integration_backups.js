/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_BackupsInputs */

const en_admin_integration_backups = /** @type {(inputs: Admin_Integration_BackupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backups`)
};

const de_admin_integration_backups = /** @type {(inputs: Admin_Integration_BackupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicherungen`)
};

/**
* | output |
* | --- |
* | "Backups" |
*
* @param {Admin_Integration_BackupsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_backups = /** @type {((inputs?: Admin_Integration_BackupsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_BackupsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_backups(inputs)
	return en_admin_integration_backups(inputs)
});