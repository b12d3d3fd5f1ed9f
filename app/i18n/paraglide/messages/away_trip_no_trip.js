/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_No_TripInputs */

const en_away_trip_no_trip = /** @type {(inputs: Away_Trip_No_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot has no coach.`)
};

const de_away_trip_no_trip = /** @type {(inputs: Away_Trip_No_TripInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung hat keinen Bus.`)
};

/**
* | output |
* | --- |
* | "This ballot has no coach." |
*
* @param {Away_Trip_No_TripInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_no_trip = /** @type {((inputs?: Away_Trip_No_TripInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_No_TripInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_no_trip(inputs)
	return en_away_trip_no_trip(inputs)
});