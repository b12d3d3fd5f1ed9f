/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Away_TitleInputs */

const en_admin_insights_away_title = /** @type {(inputs: Admin_Insights_Away_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications against places, per ballot`)
};

const de_admin_insights_away_title = /** @type {(inputs: Admin_Insights_Away_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbungen und Plätze je Verlosung`)
};

/**
* | output |
* | --- |
* | "Applications against places, per ballot" |
*
* @param {Admin_Insights_Away_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_away_title = /** @type {((inputs?: Admin_Insights_Away_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Away_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_away_title(inputs)
	return en_admin_insights_away_title(inputs)
});