/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Edit_OfInputs */

const en_volunteer_admin_edit_of = /** @type {(inputs: Volunteer_Admin_Edit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.title}`)
};

const de_volunteer_admin_edit_of = /** @type {(inputs: Volunteer_Admin_Edit_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit {title}" |
*
* @param {Volunteer_Admin_Edit_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_edit_of = /** @type {((inputs: Volunteer_Admin_Edit_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Edit_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_edit_of(inputs)
	return en_volunteer_admin_edit_of(inputs)
});