/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Events_Countdown_HoursInputs */

const en_events_countdown_hours = /** @type {(inputs: Events_Countdown_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h`)
};

const de_events_countdown_hours = /** @type {(inputs: Events_Countdown_HoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} Std.`)
};

/**
* | output |
* | --- |
* | "{hours} h" |
*
* @param {Events_Countdown_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_hours = /** @type {((inputs: Events_Countdown_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_countdown_hours(inputs)
	return en_events_countdown_hours(inputs)
});