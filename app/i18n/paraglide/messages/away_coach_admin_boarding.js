/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ place: NonNullable<unknown> }} Away_Coach_Admin_BoardingInputs */

const en_away_coach_admin_boarding = /** @type {(inputs: Away_Coach_Admin_BoardingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Boarding at ${i?.place}`)
};

const de_away_coach_admin_boarding = /** @type {(inputs: Away_Coach_Admin_BoardingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abfahrt in ${i?.place}`)
};

/**
* | output |
* | --- |
* | "Boarding at {place}" |
*
* @param {Away_Coach_Admin_BoardingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_boarding = /** @type {((inputs: Away_Coach_Admin_BoardingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_BoardingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_boarding(inputs)
	return en_away_coach_admin_boarding(inputs)
});