/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Waitlisted_CountInputs */

const en_volunteer_admin_waitlisted_count = /** @type {(inputs: Volunteer_Admin_Waitlisted_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} waitlisted`)
};

const de_volunteer_admin_waitlisted_count = /** @type {(inputs: Volunteer_Admin_Waitlisted_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} auf der Warteliste`)
};

/**
* | output |
* | --- |
* | "{count} waitlisted" |
*
* @param {Volunteer_Admin_Waitlisted_CountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_waitlisted_count = /** @type {((inputs: Volunteer_Admin_Waitlisted_CountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Waitlisted_CountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_waitlisted_count(inputs)
	return en_volunteer_admin_waitlisted_count(inputs)
});