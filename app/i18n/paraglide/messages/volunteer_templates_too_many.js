/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Volunteer_Templates_Too_ManyInputs */

const en_volunteer_templates_too_many = /** @type {(inputs: Volunteer_Templates_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A template has at most ${i?.max} shifts`)
};

const de_volunteer_templates_too_many = /** @type {(inputs: Volunteer_Templates_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Vorlage hat höchstens ${i?.max} Schichten`)
};

/**
* | output |
* | --- |
* | "A template has at most {max} shifts" |
*
* @param {Volunteer_Templates_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_too_many = /** @type {((inputs: Volunteer_Templates_Too_ManyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Too_ManyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_too_many(inputs)
	return en_volunteer_templates_too_many(inputs)
});