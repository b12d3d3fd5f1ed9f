/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Nobody_To_MarkInputs */

const en_volunteer_admin_nobody_to_mark = /** @type {(inputs: Volunteer_Admin_Nobody_To_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was nobody to mark.`)
};

const de_volunteer_admin_nobody_to_mark = /** @type {(inputs: Volunteer_Admin_Nobody_To_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gab niemanden zum Abhaken.`)
};

/**
* | output |
* | --- |
* | "There was nobody to mark." |
*
* @param {Volunteer_Admin_Nobody_To_MarkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_nobody_to_mark = /** @type {((inputs?: Volunteer_Admin_Nobody_To_MarkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Nobody_To_MarkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_nobody_to_mark(inputs)
	return en_volunteer_admin_nobody_to_mark(inputs)
});