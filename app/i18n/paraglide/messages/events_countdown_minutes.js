/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ minutes: NonNullable<unknown> }} Events_Countdown_MinutesInputs */

const en_events_countdown_minutes = /** @type {(inputs: Events_Countdown_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min`)
};

const de_events_countdown_minutes = /** @type {(inputs: Events_Countdown_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} Min.`)
};

/**
* | output |
* | --- |
* | "{minutes} min" |
*
* @param {Events_Countdown_MinutesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_minutes = /** @type {((inputs: Events_Countdown_MinutesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_MinutesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_countdown_minutes(inputs)
	return en_events_countdown_minutes(inputs)
});