/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_Pickup_In_UseInputs */

const en_away_trip_pickup_in_use = /** @type {(inputs: Away_Trip_Pickup_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member boards at a pickup point you took out: keep it, or ask them to choose another first.`)
};

const de_away_trip_pickup_in_use = /** @type {(inputs: Away_Trip_Pickup_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied steigt an einem Abfahrtsort zu, den du entfernt hast: Behalte ihn oder bitte das Mitglied, erst einen anderen zu wählen.`)
};

/**
* | output |
* | --- |
* | "A member boards at a pickup point you took out: keep it, or ask them to choose another first." |
*
* @param {Away_Trip_Pickup_In_UseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_pickup_in_use = /** @type {((inputs?: Away_Trip_Pickup_In_UseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_Pickup_In_UseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_pickup_in_use(inputs)
	return en_away_trip_pickup_in_use(inputs)
});