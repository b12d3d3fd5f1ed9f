/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Period_CustomInputs */

const en_admin_insights_period_custom = /** @type {(inputs: Admin_Insights_Period_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom (the dates below)`)
};

const de_admin_insights_period_custom = /** @type {(inputs: Admin_Insights_Period_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigener Zeitraum (Daten unten)`)
};

/**
* | output |
* | --- |
* | "Custom (the dates below)" |
*
* @param {Admin_Insights_Period_CustomInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_period_custom = /** @type {((inputs?: Admin_Insights_Period_CustomInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Period_CustomInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_period_custom(inputs)
	return en_admin_insights_period_custom(inputs)
});