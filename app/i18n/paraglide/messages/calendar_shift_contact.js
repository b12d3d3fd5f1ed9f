/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contact: NonNullable<unknown> }} Calendar_Shift_ContactInputs */

const en_calendar_shift_contact = /** @type {(inputs: Calendar_Shift_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact: ${i?.contact}`)
};

const de_calendar_shift_contact = /** @type {(inputs: Calendar_Shift_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kontakt: ${i?.contact}`)
};

/**
* | output |
* | --- |
* | "Contact: {contact}" |
*
* @param {Calendar_Shift_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const calendar_shift_contact = /** @type {((inputs: Calendar_Shift_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Shift_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_shift_contact(inputs)
	return en_calendar_shift_contact(inputs)
});