/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_CsvInputs */

const en_admin_insights_csv = /** @type {(inputs: Admin_Insights_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

const de_admin_insights_csv = /** @type {(inputs: Admin_Insights_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV herunterladen`)
};

/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Admin_Insights_CsvInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_csv = /** @type {((inputs?: Admin_Insights_CsvInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_CsvInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_csv(inputs)
	return en_admin_insights_csv(inputs)
});