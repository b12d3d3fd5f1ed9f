/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Col_VolunteersInputs */

const en_volunteer_templates_col_volunteers = /** @type {(inputs: Volunteer_Templates_Col_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteers`)
};

const de_volunteer_templates_col_volunteers = /** @type {(inputs: Volunteer_Templates_Col_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer:innen`)
};

/**
* | output |
* | --- |
* | "Volunteers" |
*
* @param {Volunteer_Templates_Col_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_col_volunteers = /** @type {((inputs?: Volunteer_Templates_Col_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Col_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_col_volunteers(inputs)
	return en_volunteer_templates_col_volunteers(inputs)
});