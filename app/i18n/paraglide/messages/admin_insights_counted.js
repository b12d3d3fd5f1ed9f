/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, minutes: NonNullable<unknown> }} Admin_Insights_CountedInputs */

const en_admin_insights_counted = /** @type {(inputs: Admin_Insights_CountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Counted at ${i?.time}; a view after ${i?.minutes} minutes counts again.`)
};

const de_admin_insights_counted = /** @type {(inputs: Admin_Insights_CountedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gezählt am ${i?.time}; nach ${i?.minutes} Minuten zählt ein Aufruf neu.`)
};

/**
* | output |
* | --- |
* | "Counted at {time}; a view after {minutes} minutes counts again." |
*
* @param {Admin_Insights_CountedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_counted = /** @type {((inputs: Admin_Insights_CountedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_CountedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_counted(inputs)
	return en_admin_insights_counted(inputs)
});