/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ checkedIn: NonNullable<unknown>, going: NonNullable<unknown>, capacity: NonNullable<unknown> }} Events_Door_CountInputs */

const en_events_door_count = /** @type {(inputs: Events_Door_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked in ${i?.checkedIn} / RSVP'd ${i?.going} / capacity ${i?.capacity}`)
};

const de_events_door_count = /** @type {(inputs: Events_Door_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eingelassen ${i?.checkedIn} / zugesagt ${i?.going} / Kapazität ${i?.capacity}`)
};

/**
* | output |
* | --- |
* | "Checked in {checkedIn} / RSVP'd {going} / capacity {capacity}" |
*
* @param {Events_Door_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_count = /** @type {((inputs: Events_Door_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_count(inputs)
	return en_events_door_count(inputs)
});