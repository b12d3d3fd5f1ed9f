/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_No_PlaceInputs */

const en_away_trip_no_place = /** @type {(inputs: Away_Trip_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats are for members with a place from the ballot.`)
};

const de_away_trip_no_place = /** @type {(inputs: Away_Trip_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitze gibt es nur für Mitglieder mit einem Platz aus der Verlosung.`)
};

/**
* | output |
* | --- |
* | "Seats are for members with a place from the ballot." |
*
* @param {Away_Trip_No_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_no_place = /** @type {((inputs?: Away_Trip_No_PlaceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_No_PlaceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_no_place(inputs)
	return en_away_trip_no_place(inputs)
});