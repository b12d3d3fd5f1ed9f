/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Opportunity_Not_FoundInputs */

const en_volunteer_opportunity_not_found = /** @type {(inputs: Volunteer_Opportunity_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunity not found`)
};

const de_volunteer_opportunity_not_found = /** @type {(inputs: Volunteer_Opportunity_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Volunteer opportunity not found" |
*
* @param {Volunteer_Opportunity_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_opportunity_not_found = /** @type {((inputs?: Volunteer_Opportunity_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Opportunity_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_opportunity_not_found(inputs)
	return en_volunteer_opportunity_not_found(inputs)
});