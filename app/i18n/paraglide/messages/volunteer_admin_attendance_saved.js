/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Attendance_SavedInputs */

const en_volunteer_admin_attendance_saved = /** @type {(inputs: Volunteer_Admin_Attendance_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendance saved`)
};

const de_volunteer_admin_attendance_saved = /** @type {(inputs: Volunteer_Admin_Attendance_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anwesenheit gespeichert`)
};

/**
* | output |
* | --- |
* | "Attendance saved" |
*
* @param {Volunteer_Admin_Attendance_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_attendance_saved = /** @type {((inputs?: Volunteer_Admin_Attendance_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Attendance_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_attendance_saved(inputs)
	return en_volunteer_admin_attendance_saved(inputs)
});