/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_List_TitleInputs */

const en_volunteer_admin_list_title = /** @type {(inputs: Volunteer_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage volunteering`)
};

const de_volunteer_admin_list_title = /** @type {(inputs: Volunteer_Admin_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten verwalten`)
};

/**
* | output |
* | --- |
* | "Manage volunteering" |
*
* @param {Volunteer_Admin_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_list_title = /** @type {((inputs?: Volunteer_Admin_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_list_title(inputs)
	return en_volunteer_admin_list_title(inputs)
});