/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Edit_HeadingInputs */

const en_volunteer_admin_edit_heading = /** @type {(inputs: Volunteer_Admin_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit volunteer opportunity`)
};

const de_volunteer_admin_edit_heading = /** @type {(inputs: Volunteer_Admin_Edit_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit volunteer opportunity" |
*
* @param {Volunteer_Admin_Edit_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_edit_heading = /** @type {((inputs?: Volunteer_Admin_Edit_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Edit_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_edit_heading(inputs)
	return en_volunteer_admin_edit_heading(inputs)
});