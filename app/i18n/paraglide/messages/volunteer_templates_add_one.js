/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Add_OneInputs */

const en_volunteer_templates_add_one = /** @type {(inputs: Volunteer_Templates_Add_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add at least one shift`)
};

const de_volunteer_templates_add_one = /** @type {(inputs: Volunteer_Templates_Add_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Füge mindestens eine Schicht hinzu`)
};

/**
* | output |
* | --- |
* | "Add at least one shift" |
*
* @param {Volunteer_Templates_Add_OneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_add_one = /** @type {((inputs?: Volunteer_Templates_Add_OneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Add_OneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_add_one(inputs)
	return en_volunteer_templates_add_one(inputs)
});