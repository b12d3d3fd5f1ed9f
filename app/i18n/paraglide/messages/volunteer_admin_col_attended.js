/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Col_AttendedInputs */

const en_volunteer_admin_col_attended = /** @type {(inputs: Volunteer_Admin_Col_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attended`)
};

const de_volunteer_admin_col_attended = /** @type {(inputs: Volunteer_Admin_Col_AttendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da gewesen`)
};

/**
* | output |
* | --- |
* | "Attended" |
*
* @param {Volunteer_Admin_Col_AttendedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_attended = /** @type {((inputs?: Volunteer_Admin_Col_AttendedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_AttendedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_col_attended(inputs)
	return en_volunteer_admin_col_attended(inputs)
});