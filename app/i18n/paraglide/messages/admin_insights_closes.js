/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_ClosesInputs */

const en_admin_insights_closes = /** @type {(inputs: Admin_Insights_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications closed`)
};

const de_admin_insights_closes = /** @type {(inputs: Admin_Insights_ClosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbungsschluss`)
};

/**
* | output |
* | --- |
* | "Applications closed" |
*
* @param {Admin_Insights_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_closes = /** @type {((inputs?: Admin_Insights_ClosesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_ClosesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_closes(inputs)
	return en_admin_insights_closes(inputs)
});