/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ completed: NonNullable<unknown>, noShow: NonNullable<unknown> }} Volunteer_Admin_Attendance_CountsInputs */

const en_volunteer_admin_attendance_counts = /** @type {(inputs: Volunteer_Admin_Attendance_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.completed} completed, ${i?.noShow} no-show.`)
};

const de_volunteer_admin_attendance_counts = /** @type {(inputs: Volunteer_Admin_Attendance_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.completed} erledigt, ${i?.noShow} nicht erschienen.`)
};

/**
* | output |
* | --- |
* | "{completed} completed, {noShow} no-show." |
*
* @param {Volunteer_Admin_Attendance_CountsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_attendance_counts = /** @type {((inputs: Volunteer_Admin_Attendance_CountsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Attendance_CountsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_attendance_counts(inputs)
	return en_volunteer_admin_attendance_counts(inputs)
});