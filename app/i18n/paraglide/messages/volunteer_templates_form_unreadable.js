/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Form_UnreadableInputs */

const en_volunteer_templates_form_unreadable = /** @type {(inputs: Volunteer_Templates_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form could not be read. Please submit the form again.`)
};

const de_volunteer_templates_form_unreadable = /** @type {(inputs: Volunteer_Templates_Form_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Formular ließ sich nicht lesen. Bitte schick es noch einmal ab.`)
};

/**
* | output |
* | --- |
* | "The form could not be read. Please submit the form again." |
*
* @param {Volunteer_Templates_Form_UnreadableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_form_unreadable = /** @type {((inputs?: Volunteer_Templates_Form_UnreadableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Form_UnreadableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_form_unreadable(inputs)
	return en_volunteer_templates_form_unreadable(inputs)
});