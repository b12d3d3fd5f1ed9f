/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_VolunteersInputs */

const en_admin_insights_volunteers = /** @type {(inputs: Admin_Insights_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteers`)
};

const de_admin_insights_volunteers = /** @type {(inputs: Admin_Insights_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer`)
};

/**
* | output |
* | --- |
* | "Volunteers" |
*
* @param {Admin_Insights_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_volunteers = /** @type {((inputs?: Admin_Insights_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_volunteers(inputs)
	return en_admin_insights_volunteers(inputs)
});