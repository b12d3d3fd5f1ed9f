/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Tone_RefusedInputs */

const en_events_pickup_tone_refused = /** @type {(inputs: Events_Pickup_Tone_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not handed over`)
};

const de_events_pickup_tone_refused = /** @type {(inputs: Events_Pickup_Tone_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht ausgehändigt`)
};

/**
* | output |
* | --- |
* | "Not handed over" |
*
* @param {Events_Pickup_Tone_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_tone_refused = /** @type {((inputs?: Events_Pickup_Tone_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Tone_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_tone_refused(inputs)
	return en_events_pickup_tone_refused(inputs)
});