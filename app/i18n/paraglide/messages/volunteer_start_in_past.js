/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Start_In_PastInputs */

const en_volunteer_start_in_past = /** @type {(inputs: Volunteer_Start_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shift must start in the future: choose a later date or start time.`)
};

const de_volunteer_start_in_past = /** @type {(inputs: Volunteer_Start_In_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht muss in der Zukunft beginnen: Wähle ein späteres Datum oder einen späteren Beginn.`)
};

/**
* | output |
* | --- |
* | "The shift must start in the future: choose a later date or start time." |
*
* @param {Volunteer_Start_In_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_start_in_past = /** @type {((inputs?: Volunteer_Start_In_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Start_In_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_start_in_past(inputs)
	return en_volunteer_start_in_past(inputs)
});