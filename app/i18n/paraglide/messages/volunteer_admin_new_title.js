/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_New_TitleInputs */

const en_volunteer_admin_new_title = /** @type {(inputs: Volunteer_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add volunteer opportunity`)
};

const de_volunteer_admin_new_title = /** @type {(inputs: Volunteer_Admin_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschicht hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add volunteer opportunity" |
*
* @param {Volunteer_Admin_New_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_new_title = /** @type {((inputs?: Volunteer_Admin_New_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_New_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_new_title(inputs)
	return en_volunteer_admin_new_title(inputs)
});