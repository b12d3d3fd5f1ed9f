/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Pickup_PointsInputs */

const en_away_coach_pickup_points = /** @type {(inputs: Away_Coach_Pickup_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup points`)
};

const de_away_coach_pickup_points = /** @type {(inputs: Away_Coach_Pickup_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abfahrtsorte`)
};

/**
* | output |
* | --- |
* | "Pickup points" |
*
* @param {Away_Coach_Pickup_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_pickup_points = /** @type {((inputs?: Away_Coach_Pickup_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Pickup_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_pickup_points(inputs)
	return en_away_coach_pickup_points(inputs)
});