/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, people: NonNullable<unknown>, short: NonNullable<unknown> }} Admin_Insights_Hours_ReadingInputs */

const en_admin_insights_hours_reading = /** @type {(inputs: Admin_Insights_Hours_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} hours from ${i?.people} volunteers; ${i?.short} shifts were short of people.`)
};

const de_admin_insights_hours_reading = /** @type {(inputs: Admin_Insights_Hours_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} Stunden von ${i?.people} Helfern; ${i?.short} Schichten waren unterbesetzt.`)
};

/**
* | output |
* | --- |
* | "{hours} hours from {people} volunteers; {short} shifts were short of people." |
*
* @param {Admin_Insights_Hours_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_hours_reading = /** @type {((inputs: Admin_Insights_Hours_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Hours_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_hours_reading(inputs)
	return en_admin_insights_hours_reading(inputs)
});