/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_VolunteersInputs */

const en_volunteer_admin_volunteers = /** @type {(inputs: Volunteer_Admin_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteers`)
};

const de_volunteer_admin_volunteers = /** @type {(inputs: Volunteer_Admin_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer:innen`)
};

/**
* | output |
* | --- |
* | "Volunteers" |
*
* @param {Volunteer_Admin_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_volunteers = /** @type {((inputs?: Volunteer_Admin_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_volunteers(inputs)
	return en_volunteer_admin_volunteers(inputs)
});