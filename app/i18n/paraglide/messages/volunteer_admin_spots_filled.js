/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ assigned: NonNullable<unknown>, needed: NonNullable<unknown>, waitlisted: NonNullable<unknown> }} Volunteer_Admin_Spots_FilledInputs */

const en_volunteer_admin_spots_filled = /** @type {(inputs: Volunteer_Admin_Spots_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} of ${i?.needed} spots filled · ${i?.waitlisted} waitlisted`)
};

const de_volunteer_admin_spots_filled = /** @type {(inputs: Volunteer_Admin_Spots_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.assigned} von ${i?.needed} Plätzen besetzt · ${i?.waitlisted} auf der Warteliste`)
};

/**
* | output |
* | --- |
* | "{assigned} of {needed} spots filled · {waitlisted} waitlisted" |
*
* @param {Volunteer_Admin_Spots_FilledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_spots_filled = /** @type {((inputs: Volunteer_Admin_Spots_FilledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Spots_FilledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_spots_filled(inputs)
	return en_volunteer_admin_spots_filled(inputs)
});