/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Calendar_Shifts_NameInputs */

const en_calendar_shifts_name = /** @type {(inputs: Calendar_Shifts_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} volunteer shifts`)
};

const de_calendar_shifts_name = /** @type {(inputs: Calendar_Shifts_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} – Helferschichten`)
};

/**
* | output |
* | --- |
* | "{group} volunteer shifts" |
*
* @param {Calendar_Shifts_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const calendar_shifts_name = /** @type {((inputs: Calendar_Shifts_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Shifts_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_shifts_name(inputs)
	return en_calendar_shifts_name(inputs)
});