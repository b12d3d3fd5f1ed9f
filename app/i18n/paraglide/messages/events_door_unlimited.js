/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_UnlimitedInputs */

const en_events_door_unlimited = /** @type {(inputs: Events_Door_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unlimited`)
};

const de_events_door_unlimited = /** @type {(inputs: Events_Door_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unbegrenzt`)
};

/**
* | output |
* | --- |
* | "unlimited" |
*
* @param {Events_Door_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_unlimited = /** @type {((inputs?: Events_Door_UnlimitedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_UnlimitedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_unlimited(inputs)
	return en_events_door_unlimited(inputs)
});