/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Form_No_EventInputs */

const en_volunteer_form_no_event = /** @type {(inputs: Volunteer_Form_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const de_volunteer_form_no_event = /** @type {(inputs: Volunteer_Form_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keiner`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Volunteer_Form_No_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_no_event = /** @type {((inputs?: Volunteer_Form_No_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_No_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_form_no_event(inputs)
	return en_volunteer_form_no_event(inputs)
});