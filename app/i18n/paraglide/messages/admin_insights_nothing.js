/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_NothingInputs */

const en_admin_insights_nothing = /** @type {(inputs: Admin_Insights_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing in this period.`)
};

const de_admin_insights_nothing = /** @type {(inputs: Admin_Insights_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nichts in diesem Zeitraum.`)
};

/**
* | output |
* | --- |
* | "Nothing in this period." |
*
* @param {Admin_Insights_NothingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_nothing = /** @type {((inputs?: Admin_Insights_NothingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_NothingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_nothing(inputs)
	return en_admin_insights_nothing(inputs)
});