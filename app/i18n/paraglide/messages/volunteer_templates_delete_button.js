/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Delete_ButtonInputs */

const en_volunteer_templates_delete_button = /** @type {(inputs: Volunteer_Templates_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete template`)
};

const de_volunteer_templates_delete_button = /** @type {(inputs: Volunteer_Templates_Delete_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorlage löschen`)
};

/**
* | output |
* | --- |
* | "Delete template" |
*
* @param {Volunteer_Templates_Delete_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_delete_button = /** @type {((inputs?: Volunteer_Templates_Delete_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Delete_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_delete_button(inputs)
	return en_volunteer_templates_delete_button(inputs)
});