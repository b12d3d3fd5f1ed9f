/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ joined: NonNullable<unknown>, lapsed: NonNullable<unknown> }} Admin_Insights_Joined_ReadingInputs */

const en_admin_insights_joined_reading = /** @type {(inputs: Admin_Insights_Joined_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.joined} joined and ${i?.lapsed} lapsed in the period.`)
};

const de_admin_insights_joined_reading = /** @type {(inputs: Admin_Insights_Joined_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.joined} neu dabei und ${i?.lapsed} ausgelaufen im Zeitraum.`)
};

/**
* | output |
* | --- |
* | "{joined} joined and {lapsed} lapsed in the period." |
*
* @param {Admin_Insights_Joined_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_joined_reading = /** @type {((inputs: Admin_Insights_Joined_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Joined_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_joined_reading(inputs)
	return en_admin_insights_joined_reading(inputs)
});