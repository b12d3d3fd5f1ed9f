/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Check_In_ClosedInputs */

const en_events_door_check_in_closed = /** @type {(inputs: Events_Door_Check_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in for this event closed at the end of its day`)
};

const de_events_door_check_in_closed = /** @type {(inputs: Events_Door_Check_In_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Einlass für diesen Termin endete mit seinem Tag`)
};

/**
* | output |
* | --- |
* | "Check-in for this event closed at the end of its day" |
*
* @param {Events_Door_Check_In_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_check_in_closed = /** @type {((inputs?: Events_Door_Check_In_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Check_In_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_check_in_closed(inputs)
	return en_events_door_check_in_closed(inputs)
});