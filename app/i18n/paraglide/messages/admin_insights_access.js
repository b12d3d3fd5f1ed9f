/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_AccessInputs */

const en_admin_insights_access = /** @type {(inputs: Admin_Insights_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who could come`)
};

const de_admin_insights_access = /** @type {(inputs: Admin_Insights_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer kommen durfte`)
};

/**
* | output |
* | --- |
* | "Who could come" |
*
* @param {Admin_Insights_AccessInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_access = /** @type {((inputs?: Admin_Insights_AccessInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_AccessInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_access(inputs)
	return en_admin_insights_access(inputs)
});