/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Trip_ExistsInputs */

const en_away_trip_exists = /** @type {(inputs: Away_Trip_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot already has a coach.`)
};

const de_away_trip_exists = /** @type {(inputs: Away_Trip_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung hat schon einen Bus.`)
};

/**
* | output |
* | --- |
* | "This ballot already has a coach." |
*
* @param {Away_Trip_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_trip_exists = /** @type {((inputs?: Away_Trip_ExistsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Trip_ExistsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_trip_exists(inputs)
	return en_away_trip_exists(inputs)
});