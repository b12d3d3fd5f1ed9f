/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Delete_TitleInputs */

const en_volunteer_templates_delete_title = /** @type {(inputs: Volunteer_Templates_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete shift template`)
};

const de_volunteer_templates_delete_title = /** @type {(inputs: Volunteer_Templates_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichtvorlage löschen`)
};

/**
* | output |
* | --- |
* | "Delete shift template" |
*
* @param {Volunteer_Templates_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_delete_title = /** @type {((inputs?: Volunteer_Templates_Delete_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Delete_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_delete_title(inputs)
	return en_volunteer_templates_delete_title(inputs)
});