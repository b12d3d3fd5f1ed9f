/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Tone_AgainInputs */

const en_events_door_tone_again = /** @type {(inputs: Events_Door_Tone_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admitted earlier`)
};

const de_events_door_tone_again = /** @type {(inputs: Events_Door_Tone_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon eingelassen`)
};

/**
* | output |
* | --- |
* | "Admitted earlier" |
*
* @param {Events_Door_Tone_AgainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_tone_again = /** @type {((inputs?: Events_Door_Tone_AgainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Tone_AgainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_tone_again(inputs)
	return en_events_door_tone_again(inputs)
});