/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Field_Physical_RequirementsInputs */

const en_volunteer_field_physical_requirements = /** @type {(inputs: Volunteer_Field_Physical_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Physical requirements`)
};

const de_volunteer_field_physical_requirements = /** @type {(inputs: Volunteer_Field_Physical_RequirementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Körperliche Anforderungen`)
};

/**
* | output |
* | --- |
* | "Physical requirements" |
*
* @param {Volunteer_Field_Physical_RequirementsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_physical_requirements = /** @type {((inputs?: Volunteer_Field_Physical_RequirementsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_Physical_RequirementsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_field_physical_requirements(inputs)
	return en_volunteer_field_physical_requirements(inputs)
});