/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_InsightsInputs */

const en_admin_dashboard_insights = /** @type {(inputs: Admin_Dashboard_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insights`)
};

const de_admin_dashboard_insights = /** @type {(inputs: Admin_Dashboard_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswertungen`)
};

/**
* | output |
* | --- |
* | "Insights" |
*
* @param {Admin_Dashboard_InsightsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_insights = /** @type {((inputs?: Admin_Dashboard_InsightsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_InsightsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_insights(inputs)
	return en_admin_dashboard_insights(inputs)
});