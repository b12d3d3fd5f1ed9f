/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Form_Contact_HintInputs */

const en_volunteer_form_contact_hint = /** @type {(inputs: Volunteer_Form_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who volunteers ask on the day (name, email or phone). Optional.`)
};

const de_volunteer_form_contact_hint = /** @type {(inputs: Volunteer_Form_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wen die Helfer:innen am Tag fragen (Name, E-Mail oder Telefon). Optional.`)
};

/**
* | output |
* | --- |
* | "Who volunteers ask on the day (name, email or phone). Optional." |
*
* @param {Volunteer_Form_Contact_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_contact_hint = /** @type {((inputs?: Volunteer_Form_Contact_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Contact_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_form_contact_hint(inputs)
	return en_volunteer_form_contact_hint(inputs)
});