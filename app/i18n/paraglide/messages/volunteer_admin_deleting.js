/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_DeletingInputs */

const en_volunteer_admin_deleting = /** @type {(inputs: Volunteer_Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting...`)
};

const de_volunteer_admin_deleting = /** @type {(inputs: Volunteer_Admin_DeletingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gelöscht …`)
};

/**
* | output |
* | --- |
* | "Deleting..." |
*
* @param {Volunteer_Admin_DeletingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_deleting = /** @type {((inputs?: Volunteer_Admin_DeletingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_DeletingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_deleting(inputs)
	return en_volunteer_admin_deleting(inputs)
});