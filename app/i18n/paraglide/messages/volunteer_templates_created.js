/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Volunteer_Templates_CreatedInputs */

const en_volunteer_templates_created = /** @type {(inputs: Volunteer_Templates_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift template “${i?.name}” created.`)
};

const de_volunteer_templates_created = /** @type {(inputs: Volunteer_Templates_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schichtvorlage „${i?.name}“ angelegt.`)
};

/**
* | output |
* | --- |
* | "Shift template “{name}” created." |
*
* @param {Volunteer_Templates_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_created = /** @type {((inputs: Volunteer_Templates_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_created(inputs)
	return en_volunteer_templates_created(inputs)
});