/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Edit_NoteInputs */

const en_volunteer_templates_edit_note = /** @type {(inputs: Volunteer_Templates_Edit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes apply to events given this template from now on; events that already have its shifts keep them as they are.`)
};

const de_volunteer_templates_edit_note = /** @type {(inputs: Volunteer_Templates_Edit_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen gelten für Termine, die die Vorlage ab jetzt bekommen; Termine, die ihre Schichten schon haben, behalten sie, wie sie sind.`)
};

/**
* | output |
* | --- |
* | "Changes apply to events given this template from now on; events that already have its shifts keep them as they are." |
*
* @param {Volunteer_Templates_Edit_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_edit_note = /** @type {((inputs?: Volunteer_Templates_Edit_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Edit_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_edit_note(inputs)
	return en_volunteer_templates_edit_note(inputs)
});