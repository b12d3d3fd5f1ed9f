/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Admin_Insights_Latest_OfInputs */

const en_admin_insights_latest_of = /** @type {(inputs: Admin_Insights_Latest_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The chart and table show the latest ${i?.shown} of ${i?.total}; the CSV has every one.`)
};

const de_admin_insights_latest_of = /** @type {(inputs: Admin_Insights_Latest_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Diagramm und Tabelle zeigen die letzten ${i?.shown} von ${i?.total}; die CSV enthält alle.`)
};

/**
* | output |
* | --- |
* | "The chart and table show the latest {shown} of {total}; the CSV has every one." |
*
* @param {Admin_Insights_Latest_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_latest_of = /** @type {((inputs: Admin_Insights_Latest_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Latest_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_latest_of(inputs)
	return en_admin_insights_latest_of(inputs)
});