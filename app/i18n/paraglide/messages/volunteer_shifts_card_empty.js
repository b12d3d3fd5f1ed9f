/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Shifts_Card_EmptyInputs */

const en_volunteer_shifts_card_empty = /** @type {(inputs: Volunteer_Shifts_Card_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming volunteer shifts.`)
};

const de_volunteer_shifts_card_empty = /** @type {(inputs: Volunteer_Shifts_Card_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine anstehenden Helferschichten.`)
};

/**
* | output |
* | --- |
* | "No upcoming volunteer shifts." |
*
* @param {Volunteer_Shifts_Card_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_shifts_card_empty = /** @type {((inputs?: Volunteer_Shifts_Card_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Shifts_Card_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_shifts_card_empty(inputs)
	return en_volunteer_shifts_card_empty(inputs)
});