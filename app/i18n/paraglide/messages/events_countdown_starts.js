/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown> }} Events_Countdown_StartsInputs */

const en_events_countdown_starts = /** @type {(inputs: Events_Countdown_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts in ${i?.left}`)
};

const de_events_countdown_starts = /** @type {(inputs: Events_Countdown_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beginnt in ${i?.left}`)
};

/**
* | output |
* | --- |
* | "Starts in {left}" |
*
* @param {Events_Countdown_StartsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_starts = /** @type {((inputs: Events_Countdown_StartsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_StartsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_countdown_starts(inputs)
	return en_events_countdown_starts(inputs)
});