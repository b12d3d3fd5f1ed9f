/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_VolunteeringInputs */

const en_admin_insights_volunteering = /** @type {(inputs: Admin_Insights_VolunteeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteering`)
};

const de_admin_insights_volunteering = /** @type {(inputs: Admin_Insights_VolunteeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfen`)
};

/**
* | output |
* | --- |
* | "Volunteering" |
*
* @param {Admin_Insights_VolunteeringInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_volunteering = /** @type {((inputs?: Admin_Insights_VolunteeringInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_VolunteeringInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_volunteering(inputs)
	return en_admin_insights_volunteering(inputs)
});