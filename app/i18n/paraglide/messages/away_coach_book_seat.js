/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Book_SeatInputs */

const en_away_coach_book_seat = /** @type {(inputs: Away_Coach_Book_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a seat`)
};

const de_away_coach_book_seat = /** @type {(inputs: Away_Coach_Book_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz buchen`)
};

/**
* | output |
* | --- |
* | "Book a seat" |
*
* @param {Away_Coach_Book_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_book_seat = /** @type {((inputs?: Away_Coach_Book_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Book_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_book_seat(inputs)
	return en_away_coach_book_seat(inputs)
});