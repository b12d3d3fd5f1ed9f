/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Volunteer_Templates_UpdatedInputs */

const en_volunteer_templates_updated = /** @type {(inputs: Volunteer_Templates_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift template “${i?.name}” updated.`)
};

const de_volunteer_templates_updated = /** @type {(inputs: Volunteer_Templates_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schichtvorlage „${i?.name}“ gespeichert.`)
};

/**
* | output |
* | --- |
* | "Shift template “{name}” updated." |
*
* @param {Volunteer_Templates_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_updated = /** @type {((inputs: Volunteer_Templates_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_updated(inputs)
	return en_volunteer_templates_updated(inputs)
});