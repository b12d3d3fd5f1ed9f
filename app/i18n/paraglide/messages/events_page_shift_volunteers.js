/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ assigned: NonNullable<unknown>, needed: NonNullable<unknown> }} Events_Page_Shift_VolunteersInputs */

const en_events_page_shift_volunteers = /** @type {(inputs: Events_Page_Shift_VolunteersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} of ${i?.needed} volunteers`)
};

const de_events_page_shift_volunteers = /** @type {(inputs: Events_Page_Shift_VolunteersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} von ${i?.needed} Helfer:innen`)
};

/**
* | output |
* | --- |
* | "{assigned} of {needed} volunteers" |
*
* @param {Events_Page_Shift_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_shift_volunteers = /** @type {((inputs: Events_Page_Shift_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Shift_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_shift_volunteers(inputs)
	return en_events_page_shift_volunteers(inputs)
});