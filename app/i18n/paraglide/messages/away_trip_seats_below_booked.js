/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_Seats_Below_BookedInputs */

const en_away_trip_seats_below_booked = /** @type {(inputs: Away_Trip_Seats_Below_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More seats than that are already booked: keep at least as many as are taken.`)
};

const de_away_trip_seats_below_booked = /** @type {(inputs: Away_Trip_Seats_Below_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es sind schon mehr Plätze gebucht: Lass mindestens so viele, wie belegt sind.`)
};

/**
* | output |
* | --- |
* | "More seats than that are already booked: keep at least as many as are taken." |
*
* @param {Away_Trip_Seats_Below_BookedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_seats_below_booked = /** @type {((inputs?: Away_Trip_Seats_Below_BookedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Seats_Below_BookedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_seats_below_booked(inputs)
	return en_away_trip_seats_below_booked(inputs)
});