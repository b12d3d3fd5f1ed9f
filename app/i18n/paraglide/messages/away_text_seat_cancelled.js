/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Seat_CancelledInputs */

const en_away_text_seat_cancelled = /** @type {(inputs: Away_Text_Seat_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your seat was cancelled.`)
};

const de_away_text_seat_cancelled = /** @type {(inputs: Away_Text_Seat_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Platz im Bus wurde storniert.`)
};

/**
* | output |
* | --- |
* | "Your seat was cancelled." |
*
* @param {Away_Text_Seat_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_seat_cancelled = /** @type {((inputs?: Away_Text_Seat_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Seat_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_seat_cancelled(inputs)
	return en_away_text_seat_cancelled(inputs)
});