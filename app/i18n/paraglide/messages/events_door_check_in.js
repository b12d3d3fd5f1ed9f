/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Check_InInputs */

const en_events_door_check_in = /** @type {(inputs: Events_Door_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check in`)
};

const de_events_door_check_in = /** @type {(inputs: Events_Door_Check_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einlassen`)
};

/**
* | output |
* | --- |
* | "Check in" |
*
* @param {Events_Door_Check_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_check_in = /** @type {((inputs?: Events_Door_Check_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Check_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_check_in(inputs)
	return en_events_door_check_in(inputs)
});