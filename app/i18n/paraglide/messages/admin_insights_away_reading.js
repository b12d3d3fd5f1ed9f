/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ applications: NonNullable<unknown>, places: NonNullable<unknown>, ballots: NonNullable<unknown> }} Admin_Insights_Away_ReadingInputs */

const en_admin_insights_away_reading = /** @type {(inputs: Admin_Insights_Away_ReadingInputs) => LocalizedString} */ (i) => {const ballotsPlural = registry.plural("en", i?.ballots, {});
	if (ballotsPlural === "one") return /** @type {LocalizedString} */ (`${i?.ballots} ballot: ${i?.applications} applications for ${i?.places} places.`);
	return /** @type {LocalizedString} */ (`${i?.ballots} ballots: ${i?.applications} applications for ${i?.places} places.`)
	
};

const de_admin_insights_away_reading = /** @type {(inputs: Admin_Insights_Away_ReadingInputs) => LocalizedString} */ (i) => {const ballotsPlural = registry.plural("de", i?.ballots, {});
	if (ballotsPlural === "one") return /** @type {LocalizedString} */ (`${i?.ballots} Verlosung: ${i?.applications} Bewerbungen für ${i?.places} Plätze.`);
	return /** @type {LocalizedString} */ (`${i?.ballots} Verlosungen: ${i?.applications} Bewerbungen für ${i?.places} Plätze.`)
	
};

/**
* | ballotsPlural | output |
* | --- | --- |
* | "one" | "{ballots} ballot: {applications} applications for {places} places." |
* | * | "{ballots} ballots: {applications} applications for {places} places." |
*
* @param {Admin_Insights_Away_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_away_reading = /** @type {((inputs: Admin_Insights_Away_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Away_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_away_reading(inputs)
	return en_admin_insights_away_reading(inputs)
});