/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_Bad_PickupInputs */

const en_away_trip_bad_pickup = /** @type {(inputs: Away_Trip_Bad_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the pickup points.`)
};

const de_away_trip_bad_pickup = /** @type {(inputs: Away_Trip_Bad_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle einen der Abfahrtsorte.`)
};

/**
* | output |
* | --- |
* | "Choose one of the pickup points." |
*
* @param {Away_Trip_Bad_PickupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_bad_pickup = /** @type {((inputs?: Away_Trip_Bad_PickupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Bad_PickupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_bad_pickup(inputs)
	return en_away_trip_bad_pickup(inputs)
});