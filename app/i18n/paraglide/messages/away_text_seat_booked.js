/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Seat_BookedInputs */

const en_away_text_seat_booked = /** @type {(inputs: Away_Text_Seat_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat booked. Pay at pickup.`)
};

const de_away_text_seat_booked = /** @type {(inputs: Away_Text_Seat_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz im Bus gebucht. Zahle bei der Abfahrt.`)
};

/**
* | output |
* | --- |
* | "Seat booked. Pay at pickup." |
*
* @param {Away_Text_Seat_BookedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_seat_booked = /** @type {((inputs?: Away_Text_Seat_BookedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Seat_BookedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_seat_booked(inputs)
	return en_away_text_seat_booked(inputs)
});