/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Delete_ConfirmInputs */

const en_volunteer_admin_delete_confirm = /** @type {(inputs: Volunteer_Admin_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete opportunity`)
};

const de_volunteer_admin_delete_confirm = /** @type {(inputs: Volunteer_Admin_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, Schicht löschen`)
};

/**
* | output |
* | --- |
* | "Yes, delete opportunity" |
*
* @param {Volunteer_Admin_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_confirm = /** @type {((inputs?: Volunteer_Admin_Delete_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_delete_confirm(inputs)
	return en_volunteer_admin_delete_confirm(inputs)
});