/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Events_Door_Already_Checked_InInputs */

const en_events_door_already_checked_in = /** @type {(inputs: Events_Door_Already_Checked_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Already checked in at ${i?.time}`)
};

const de_events_door_already_checked_in = /** @type {(inputs: Events_Door_Already_Checked_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Schon um ${i?.time} eingelassen`)
};

/**
* | output |
* | --- |
* | "Already checked in at {time}" |
*
* @param {Events_Door_Already_Checked_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_already_checked_in = /** @type {((inputs: Events_Door_Already_Checked_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Already_Checked_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_already_checked_in(inputs)
	return en_events_door_already_checked_in(inputs)
});