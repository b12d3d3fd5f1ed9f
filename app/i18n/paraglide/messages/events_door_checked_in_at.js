/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Events_Door_Checked_In_AtInputs */

const en_events_door_checked_in_at = /** @type {(inputs: Events_Door_Checked_In_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked in at ${i?.time}`)
};

const de_events_door_checked_in_at = /** @type {(inputs: Events_Door_Checked_In_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Um ${i?.time} eingelassen`)
};

/**
* | output |
* | --- |
* | "Checked in at {time}" |
*
* @param {Events_Door_Checked_In_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_checked_in_at = /** @type {((inputs: Events_Door_Checked_In_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Checked_In_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_checked_in_at(inputs)
	return en_events_door_checked_in_at(inputs)
});