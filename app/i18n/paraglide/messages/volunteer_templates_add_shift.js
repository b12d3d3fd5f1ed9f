/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Add_ShiftInputs */

const en_volunteer_templates_add_shift = /** @type {(inputs: Volunteer_Templates_Add_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add shift`)
};

const de_volunteer_templates_add_shift = /** @type {(inputs: Volunteer_Templates_Add_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add shift" |
*
* @param {Volunteer_Templates_Add_ShiftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_add_shift = /** @type {((inputs?: Volunteer_Templates_Add_ShiftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Add_ShiftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_add_shift(inputs)
	return en_volunteer_templates_add_shift(inputs)
});