/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Custom_HintInputs */

const en_admin_insights_custom_hint = /** @type {(inputs: Admin_Insights_Custom_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dates count only with Custom; both days are included.`)
};

const de_admin_insights_custom_hint = /** @type {(inputs: Admin_Insights_Custom_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Daten zählen nur bei „Eigener Zeitraum“; beide Tage sind eingeschlossen.`)
};

/**
* | output |
* | --- |
* | "The dates count only with Custom; both days are included." |
*
* @param {Admin_Insights_Custom_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_custom_hint = /** @type {((inputs?: Admin_Insights_Custom_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Custom_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_custom_hint(inputs)
	return en_admin_insights_custom_hint(inputs)
});