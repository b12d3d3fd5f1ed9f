/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_No_SeatInputs */

const en_away_trip_no_seat = /** @type {(inputs: Away_Trip_No_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no seat on the coach.`)
};

const de_away_trip_no_seat = /** @type {(inputs: Away_Trip_No_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast keinen Platz im Bus.`)
};

/**
* | output |
* | --- |
* | "You have no seat on the coach." |
*
* @param {Away_Trip_No_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_no_seat = /** @type {((inputs?: Away_Trip_No_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_No_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_no_seat(inputs)
	return en_away_trip_no_seat(inputs)
});