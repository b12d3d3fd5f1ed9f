/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Error_EventInputs */

const en_volunteer_error_event = /** @type {(inputs: Volunteer_Error_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an event from the list`)
};

const de_volunteer_error_event = /** @type {(inputs: Volunteer_Error_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen Termin aus der Liste`)
};

/**
* | output |
* | --- |
* | "Choose an event from the list" |
*
* @param {Volunteer_Error_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_error_event = /** @type {((inputs?: Volunteer_Error_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Error_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_error_event(inputs)
	return en_volunteer_error_event(inputs)
});