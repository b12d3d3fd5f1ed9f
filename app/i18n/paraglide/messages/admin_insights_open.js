/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_OpenInputs */

const en_admin_insights_open = /** @type {(inputs: Admin_Insights_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open to all`)
};

const de_admin_insights_open = /** @type {(inputs: Admin_Insights_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen für alle`)
};

/**
* | output |
* | --- |
* | "Open to all" |
*
* @param {Admin_Insights_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_open = /** @type {((inputs?: Admin_Insights_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_open(inputs)
	return en_admin_insights_open(inputs)
});