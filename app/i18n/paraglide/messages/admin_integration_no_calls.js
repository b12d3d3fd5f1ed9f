/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_No_CallsInputs */

const en_admin_integration_no_calls = /** @type {(inputs: Admin_Integration_No_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Configured — no calls yet`)
};

const de_admin_integration_no_calls = /** @type {(inputs: Admin_Integration_No_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingerichtet – noch keine Aufrufe`)
};

/**
* | output |
* | --- |
* | "Configured — no calls yet" |
*
* @param {Admin_Integration_No_CallsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_no_calls = /** @type {((inputs?: Admin_Integration_No_CallsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_No_CallsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_no_calls(inputs)
	return en_admin_integration_no_calls(inputs)
});