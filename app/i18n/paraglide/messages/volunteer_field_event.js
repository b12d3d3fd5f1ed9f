/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Field_EventInputs */

const en_volunteer_field_event = /** @type {(inputs: Volunteer_Field_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event (optional)`)
};

const de_volunteer_field_event = /** @type {(inputs: Volunteer_Field_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin (optional)`)
};

/**
* | output |
* | --- |
* | "Event (optional)" |
*
* @param {Volunteer_Field_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_field_event = /** @type {((inputs?: Volunteer_Field_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Field_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_field_event(inputs)
	return en_volunteer_field_event(inputs)
});