/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_ApplicantsInputs */

const en_admin_insights_applicants = /** @type {(inputs: Admin_Insights_ApplicantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applicants`)
};

const de_admin_insights_applicants = /** @type {(inputs: Admin_Insights_ApplicantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerber`)
};

/**
* | output |
* | --- |
* | "Applicants" |
*
* @param {Admin_Insights_ApplicantsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_applicants = /** @type {((inputs?: Admin_Insights_ApplicantsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_ApplicantsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_applicants(inputs)
	return en_admin_insights_applicants(inputs)
});