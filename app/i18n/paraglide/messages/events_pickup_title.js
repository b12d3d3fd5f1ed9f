/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Pickup_TitleInputs */

const en_events_pickup_title = /** @type {(inputs: Events_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup at the merch table`)
};

const de_events_pickup_title = /** @type {(inputs: Events_Pickup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholung am Merch-Stand`)
};

/**
* | output |
* | --- |
* | "Pickup at the merch table" |
*
* @param {Events_Pickup_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_pickup_title = /** @type {((inputs?: Events_Pickup_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Pickup_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_pickup_title(inputs)
	return en_events_pickup_title(inputs)
});