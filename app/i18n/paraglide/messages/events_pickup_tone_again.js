/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Tone_AgainInputs */

const en_events_pickup_tone_again = /** @type {(inputs: Events_Pickup_Tone_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handed over earlier`)
};

const de_events_pickup_tone_again = /** @type {(inputs: Events_Pickup_Tone_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon ausgehändigt`)
};

/**
* | output |
* | --- |
* | "Handed over earlier" |
*
* @param {Events_Pickup_Tone_AgainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_tone_again = /** @type {((inputs?: Events_Pickup_Tone_AgainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Tone_AgainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_tone_again(inputs)
	return en_events_pickup_tone_again(inputs)
});