/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Shifts_Card_FindInputs */

const en_volunteer_shifts_card_find = /** @type {(inputs: Volunteer_Shifts_Card_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find opportunities`)
};

const de_volunteer_shifts_card_find = /** @type {(inputs: Volunteer_Shifts_Card_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schichten finden`)
};

/**
* | output |
* | --- |
* | "Find opportunities" |
*
* @param {Volunteer_Shifts_Card_FindInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_shifts_card_find = /** @type {((inputs?: Volunteer_Shifts_Card_FindInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Shifts_Card_FindInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_shifts_card_find(inputs)
	return en_volunteer_shifts_card_find(inputs)
});