/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_Not_ConfiguredInputs */

const en_admin_integration_not_configured = /** @type {(inputs: Admin_Integration_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not configured`)
};

const de_admin_integration_not_configured = /** @type {(inputs: Admin_Integration_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht eingerichtet`)
};

/**
* | output |
* | --- |
* | "Not configured" |
*
* @param {Admin_Integration_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_not_configured = /** @type {((inputs?: Admin_Integration_Not_ConfiguredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_Not_ConfiguredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_not_configured(inputs)
	return en_admin_integration_not_configured(inputs)
});