/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Events_Countdown_TomorrowInputs */

const en_events_countdown_tomorrow = /** @type {(inputs: Events_Countdown_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tomorrow, ${i?.time}`)
};

const de_events_countdown_tomorrow = /** @type {(inputs: Events_Countdown_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Morgen, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Tomorrow, {time}" |
*
* @param {Events_Countdown_TomorrowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_tomorrow = /** @type {((inputs: Events_Countdown_TomorrowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_TomorrowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_countdown_tomorrow(inputs)
	return en_events_countdown_tomorrow(inputs)
});