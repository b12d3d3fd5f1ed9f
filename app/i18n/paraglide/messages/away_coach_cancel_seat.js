/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Cancel_SeatInputs */

const en_away_coach_cancel_seat = /** @type {(inputs: Away_Coach_Cancel_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel my seat`)
};

const de_away_coach_cancel_seat = /** @type {(inputs: Away_Coach_Cancel_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meinen Platz stornieren`)
};

/**
* | output |
* | --- |
* | "Cancel my seat" |
*
* @param {Away_Coach_Cancel_SeatInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_cancel_seat = /** @type {((inputs?: Away_Coach_Cancel_SeatInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Cancel_SeatInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_cancel_seat(inputs)
	return en_away_coach_cancel_seat(inputs)
});