/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_CameInputs */

const en_admin_insights_came = /** @type {(inputs: Admin_Insights_CameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Came (checked in)`)
};

const de_admin_insights_came = /** @type {(inputs: Admin_Insights_CameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekommen (eingecheckt)`)
};

/**
* | output |
* | --- |
* | "Came (checked in)" |
*
* @param {Admin_Insights_CameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_came = /** @type {((inputs?: Admin_Insights_CameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_CameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_came(inputs)
	return en_admin_insights_came(inputs)
});