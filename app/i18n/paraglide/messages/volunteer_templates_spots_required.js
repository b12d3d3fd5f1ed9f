/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Spots_RequiredInputs */

const en_volunteer_templates_spots_required = /** @type {(inputs: Volunteer_Templates_Spots_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots needed is required`)
};

const de_volunteer_templates_spots_required = /** @type {(inputs: Volunteer_Templates_Spots_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benötigte Plätze fehlen`)
};

/**
* | output |
* | --- |
* | "Spots needed is required" |
*
* @param {Volunteer_Templates_Spots_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_spots_required = /** @type {((inputs?: Volunteer_Templates_Spots_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Spots_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_spots_required(inputs)
	return en_volunteer_templates_spots_required(inputs)
});