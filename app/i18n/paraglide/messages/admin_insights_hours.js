/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_HoursInputs */

const en_admin_insights_hours = /** @type {(inputs: Admin_Insights_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

const de_admin_insights_hours = /** @type {(inputs: Admin_Insights_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stunden`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Admin_Insights_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_hours = /** @type {((inputs?: Admin_Insights_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_hours(inputs)
	return en_admin_insights_hours(inputs)
});