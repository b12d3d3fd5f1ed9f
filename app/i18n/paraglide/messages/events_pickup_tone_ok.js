/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_Tone_OkInputs */

const en_events_pickup_tone_ok = /** @type {(inputs: Events_Pickup_Tone_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Handed over`)
};

const de_events_pickup_tone_ok = /** @type {(inputs: Events_Pickup_Tone_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgehändigt`)
};

/**
* | output |
* | --- |
* | "Handed over" |
*
* @param {Events_Pickup_Tone_OkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_tone_ok = /** @type {((inputs?: Events_Pickup_Tone_OkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_Tone_OkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_tone_ok(inputs)
	return en_events_pickup_tone_ok(inputs)
});