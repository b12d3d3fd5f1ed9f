/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_SeatsInputs */

const en_meetings_admin_field_seats = /** @type {(inputs: Meetings_Admin_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats (elections only)`)
};

const de_meetings_admin_field_seats = /** @type {(inputs: Meetings_Admin_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitze (nur bei Wahlen)`)
};

/**
* | output |
* | --- |
* | "Seats (elections only)" |
*
* @param {Meetings_Admin_Field_SeatsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_seats = /** @type {((inputs?: Meetings_Admin_Field_SeatsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_SeatsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_seats(inputs)
	return en_meetings_admin_field_seats(inputs)
});