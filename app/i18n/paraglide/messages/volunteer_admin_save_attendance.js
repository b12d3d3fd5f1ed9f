/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Save_AttendanceInputs */

const en_volunteer_admin_save_attendance = /** @type {(inputs: Volunteer_Admin_Save_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save attendance`)
};

const de_volunteer_admin_save_attendance = /** @type {(inputs: Volunteer_Admin_Save_AttendanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwesenheit speichern`)
};

/**
* | output |
* | --- |
* | "Save attendance" |
*
* @param {Volunteer_Admin_Save_AttendanceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_save_attendance = /** @type {((inputs?: Volunteer_Admin_Save_AttendanceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Save_AttendanceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_save_attendance(inputs)
	return en_volunteer_admin_save_attendance(inputs)
});