/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Period_SeasonInputs */

const en_admin_insights_period_season = /** @type {(inputs: Admin_Insights_Period_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This season so far`)
};

const de_admin_insights_period_season = /** @type {(inputs: Admin_Insights_Period_SeasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Saison bis heute`)
};

/**
* | output |
* | --- |
* | "This season so far" |
*
* @param {Admin_Insights_Period_SeasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_period_season = /** @type {((inputs?: Admin_Insights_Period_SeasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Period_SeasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_period_season(inputs)
	return en_admin_insights_period_season(inputs)
});