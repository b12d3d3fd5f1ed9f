/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Deadline_InvalidInputs */

const en_meetings_admin_deadline_invalid = /** @type {(inputs: Meetings_Admin_Deadline_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a date and time, or leave it empty`)
};

const de_meetings_admin_deadline_invalid = /** @type {(inputs: Meetings_Admin_Deadline_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib Datum und Uhrzeit ein oder lass das Feld leer`)
};

/**
* | output |
* | --- |
* | "Enter a date and time, or leave it empty" |
*
* @param {Meetings_Admin_Deadline_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_deadline_invalid = /** @type {((inputs?: Meetings_Admin_Deadline_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Deadline_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_deadline_invalid(inputs)
	return en_meetings_admin_deadline_invalid(inputs)
});