/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Form_Date_HintInputs */

const en_volunteer_form_date_hint = /** @type {(inputs: Volunteer_Form_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shift must start in the future.`)
};

const de_volunteer_form_date_hint = /** @type {(inputs: Volunteer_Form_Date_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht muss in der Zukunft beginnen.`)
};

/**
* | output |
* | --- |
* | "The shift must start in the future." |
*
* @param {Volunteer_Form_Date_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_date_hint = /** @type {((inputs?: Volunteer_Form_Date_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Date_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_form_date_hint(inputs)
	return en_volunteer_form_date_hint(inputs)
});