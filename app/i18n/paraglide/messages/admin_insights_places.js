/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_PlacesInputs */

const en_admin_insights_places = /** @type {(inputs: Admin_Insights_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places`)
};

const de_admin_insights_places = /** @type {(inputs: Admin_Insights_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze`)
};

/**
* | output |
* | --- |
* | "Places" |
*
* @param {Admin_Insights_PlacesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_places = /** @type {((inputs?: Admin_Insights_PlacesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_PlacesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_places(inputs)
	return en_admin_insights_places(inputs)
});