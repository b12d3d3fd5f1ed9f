/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_UpdatedInputs */

const en_volunteer_admin_updated = /** @type {(inputs: Volunteer_Admin_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volunteer opportunity “${i?.title}” updated.`)
};

const de_volunteer_admin_updated = /** @type {(inputs: Volunteer_Admin_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Helferschicht „${i?.title}“ gespeichert.`)
};

/**
* | output |
* | --- |
* | "Volunteer opportunity “{title}” updated." |
*
* @param {Volunteer_Admin_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_updated = /** @type {((inputs: Volunteer_Admin_UpdatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_UpdatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_updated(inputs)
	return en_volunteer_admin_updated(inputs)
});