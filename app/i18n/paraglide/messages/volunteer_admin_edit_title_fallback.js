/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Edit_Title_FallbackInputs */

const en_volunteer_admin_edit_title_fallback = /** @type {(inputs: Volunteer_Admin_Edit_Title_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit opportunity`)
};

const de_volunteer_admin_edit_title_fallback = /** @type {(inputs: Volunteer_Admin_Edit_Title_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht bearbeiten`)
};

/**
* | output |
* | --- |
* | "Edit opportunity" |
*
* @param {Volunteer_Admin_Edit_Title_FallbackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_edit_title_fallback = /** @type {((inputs?: Volunteer_Admin_Edit_Title_FallbackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Edit_Title_FallbackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_edit_title_fallback(inputs)
	return en_volunteer_admin_edit_title_fallback(inputs)
});