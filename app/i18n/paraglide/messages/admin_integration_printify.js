/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_PrintifyInputs */

const en_admin_integration_printify = /** @type {(inputs: Admin_Integration_PrintifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify print-on-demand API`)
};

const de_admin_integration_printify = /** @type {(inputs: Admin_Integration_PrintifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify-Print-on-Demand-API`)
};

/**
* | output |
* | --- |
* | "Printify print-on-demand API" |
*
* @param {Admin_Integration_PrintifyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_printify = /** @type {((inputs?: Admin_Integration_PrintifyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_PrintifyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_printify(inputs)
	return en_admin_integration_printify(inputs)
});