/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Volunteer_Templates_Delete_HeadingInputs */

const en_volunteer_templates_delete_heading = /** @type {(inputs: Volunteer_Templates_Delete_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete “${i?.name}”?`)
};

const de_volunteer_templates_delete_heading = /** @type {(inputs: Volunteer_Templates_Delete_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.name}“ löschen?`)
};

/**
* | output |
* | --- |
* | "Delete “{name}”?" |
*
* @param {Volunteer_Templates_Delete_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_delete_heading = /** @type {((inputs: Volunteer_Templates_Delete_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Delete_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_delete_heading(inputs)
	return en_volunteer_templates_delete_heading(inputs)
});