/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Add_One_FilledInputs */

const en_volunteer_templates_add_one_filled = /** @type {(inputs: Volunteer_Templates_Add_One_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one shift: fill in a title, spots, start and end`)
};

const de_volunteer_templates_add_one_filled = /** @type {(inputs: Volunteer_Templates_Add_One_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Füge mindestens eine Schicht hinzu: Titel, Plätze, Beginn und Ende ausfüllen`)
};

/**
* | output |
* | --- |
* | "Add at least one shift: fill in a title, spots, start and end" |
*
* @param {Volunteer_Templates_Add_One_FilledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_add_one_filled = /** @type {((inputs?: Volunteer_Templates_Add_One_FilledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Add_One_FilledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_add_one_filled(inputs)
	return en_volunteer_templates_add_one_filled(inputs)
});