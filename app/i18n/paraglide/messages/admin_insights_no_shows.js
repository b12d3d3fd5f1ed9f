/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_No_ShowsInputs */

const en_admin_insights_no_shows = /** @type {(inputs: Admin_Insights_No_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did not come`)
};

const de_admin_insights_no_shows = /** @type {(inputs: Admin_Insights_No_ShowsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gekommen`)
};

/**
* | output |
* | --- |
* | "Did not come" |
*
* @param {Admin_Insights_No_ShowsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_no_shows = /** @type {((inputs?: Admin_Insights_No_ShowsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_No_ShowsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_no_shows(inputs)
	return en_admin_insights_no_shows(inputs)
});