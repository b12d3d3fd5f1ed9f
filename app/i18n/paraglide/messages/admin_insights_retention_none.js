/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_Retention_NoneInputs */

const en_admin_insights_retention_none = /** @type {(inputs: Admin_Insights_Retention_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No month of this period is a year past yet: retention shows once it is.`)
};

const de_admin_insights_retention_none = /** @type {(inputs: Admin_Insights_Retention_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Monat dieses Zeitraums liegt ein Jahr zurück: die Treue erscheint, sobald es so weit ist.`)
};

/**
* | output |
* | --- |
* | "No month of this period is a year past yet: retention shows once it is." |
*
* @param {Admin_Insights_Retention_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_retention_none = /** @type {((inputs?: Admin_Insights_Retention_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Retention_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_retention_none(inputs)
	return en_admin_insights_retention_none(inputs)
});