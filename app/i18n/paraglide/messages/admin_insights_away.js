/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_AwayInputs */

const en_admin_insights_away = /** @type {(inputs: Admin_Insights_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away days`)
};

const de_admin_insights_away = /** @type {(inputs: Admin_Insights_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswärtsfahrten`)
};

/**
* | output |
* | --- |
* | "Away days" |
*
* @param {Admin_Insights_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_away = /** @type {((inputs?: Admin_Insights_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_away(inputs)
	return en_admin_insights_away(inputs)
});