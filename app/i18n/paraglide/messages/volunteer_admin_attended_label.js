/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Volunteer_Admin_Attended_LabelInputs */

const en_volunteer_admin_attended_label = /** @type {(inputs: Volunteer_Admin_Attended_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} attended`)
};

const de_volunteer_admin_attended_label = /** @type {(inputs: Volunteer_Admin_Attended_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} war da`)
};

/**
* | output |
* | --- |
* | "{name} attended" |
*
* @param {Volunteer_Admin_Attended_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_attended_label = /** @type {((inputs: Volunteer_Admin_Attended_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Attended_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_attended_label(inputs)
	return en_volunteer_admin_attended_label(inputs)
});