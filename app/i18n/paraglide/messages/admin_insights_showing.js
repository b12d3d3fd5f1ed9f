/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Admin_Insights_ShowingInputs */

const en_admin_insights_showing = /** @type {(inputs: Admin_Insights_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.from} to ${i?.to}`)
};

const de_admin_insights_showing = /** @type {(inputs: Admin_Insights_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vom ${i?.from} bis ${i?.to}`)
};

/**
* | output |
* | --- |
* | "From {from} to {to}" |
*
* @param {Admin_Insights_ShowingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_showing = /** @type {((inputs: Admin_Insights_ShowingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_ShowingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_showing(inputs)
	return en_admin_insights_showing(inputs)
});