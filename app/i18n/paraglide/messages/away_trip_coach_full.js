/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_Coach_FullInputs */

const en_away_trip_coach_full = /** @type {(inputs: Away_Trip_Coach_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coach is full.`)
};

const de_away_trip_coach_full = /** @type {(inputs: Away_Trip_Coach_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Bus ist voll.`)
};

/**
* | output |
* | --- |
* | "The coach is full." |
*
* @param {Away_Trip_Coach_FullInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_coach_full = /** @type {((inputs?: Away_Trip_Coach_FullInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Coach_FullInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_coach_full(inputs)
	return en_away_trip_coach_full(inputs)
});