/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_SmtpInputs */

const en_admin_integration_smtp = /** @type {(inputs: Admin_Integration_SmtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email (SMTP)`)
};

const de_admin_integration_smtp = /** @type {(inputs: Admin_Integration_SmtpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail (SMTP)`)
};

/**
* | output |
* | --- |
* | "Email (SMTP)" |
*
* @param {Admin_Integration_SmtpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_smtp = /** @type {((inputs?: Admin_Integration_SmtpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_SmtpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_smtp(inputs)
	return en_admin_integration_smtp(inputs)
});