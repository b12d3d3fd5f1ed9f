/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Away_Coach_Your_SeatInputs */

const en_away_coach_your_seat = /** @type {(inputs: Away_Coach_Your_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your seat: pickup at ${i?.place}.`)
};

const de_away_coach_your_seat = /** @type {(inputs: Away_Coach_Your_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dein Platz: Abfahrt in ${i?.place}.`)
};

/**
* | output |
* | --- |
* | "Your seat: pickup at {place}." |
*
* @param {Away_Coach_Your_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_your_seat = /** @type {((inputs: Away_Coach_Your_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Your_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_your_seat(inputs)
	return en_away_coach_your_seat(inputs)
});