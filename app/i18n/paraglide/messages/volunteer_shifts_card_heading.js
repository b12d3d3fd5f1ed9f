/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Shifts_Card_HeadingInputs */

const en_volunteer_shifts_card_heading = /** @type {(inputs: Volunteer_Shifts_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer Shifts`)
};

const de_volunteer_shifts_card_heading = /** @type {(inputs: Volunteer_Shifts_Card_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten`)
};

/**
* | output |
* | --- |
* | "Volunteer Shifts" |
*
* @param {Volunteer_Shifts_Card_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_shifts_card_heading = /** @type {((inputs?: Volunteer_Shifts_Card_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Shifts_Card_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_shifts_card_heading(inputs)
	return en_volunteer_shifts_card_heading(inputs)
});