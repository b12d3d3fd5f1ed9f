/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Location_HintInputs */

const en_volunteer_templates_location_hint = /** @type {(inputs: Volunteer_Templates_Location_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave empty for the event's location.`)
};

const de_volunteer_templates_location_hint = /** @type {(inputs: Volunteer_Templates_Location_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer lassen für den Ort des Termins.`)
};

/**
* | output |
* | --- |
* | "Leave empty for the event's location." |
*
* @param {Volunteer_Templates_Location_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_location_hint = /** @type {((inputs?: Volunteer_Templates_Location_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Location_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_location_hint(inputs)
	return en_volunteer_templates_location_hint(inputs)
});