/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_Already_BookedInputs */

const en_away_trip_already_booked = /** @type {(inputs: Away_Trip_Already_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You already have a seat on the coach.`)
};

const de_away_trip_already_booked = /** @type {(inputs: Away_Trip_Already_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast schon einen Platz im Bus.`)
};

/**
* | output |
* | --- |
* | "You already have a seat on the coach." |
*
* @param {Away_Trip_Already_BookedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_already_booked = /** @type {((inputs?: Away_Trip_Already_BookedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Already_BookedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_already_booked(inputs)
	return en_away_trip_already_booked(inputs)
});