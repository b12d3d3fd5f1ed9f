/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Last_PointsInputs */

const en_admin_insights_last_points = /** @type {(inputs: Admin_Insights_Last_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points of the last place`)
};

const de_admin_insights_last_points = /** @type {(inputs: Admin_Insights_Last_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte des letzten Platzes`)
};

/**
* | output |
* | --- |
* | "Points of the last place" |
*
* @param {Admin_Insights_Last_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_last_points = /** @type {((inputs?: Admin_Insights_Last_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Last_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_last_points(inputs)
	return en_admin_insights_last_points(inputs)
});