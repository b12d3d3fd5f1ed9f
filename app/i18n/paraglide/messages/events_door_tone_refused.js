/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Tone_RefusedInputs */

const en_events_door_tone_refused = /** @type {(inputs: Events_Door_Tone_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused`)
};

const de_events_door_tone_refused = /** @type {(inputs: Events_Door_Tone_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgewiesen`)
};

/**
* | output |
* | --- |
* | "Refused" |
*
* @param {Events_Door_Tone_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_tone_refused = /** @type {((inputs?: Events_Door_Tone_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Tone_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_tone_refused(inputs)
	return en_events_door_tone_refused(inputs)
});