/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Delete_TellInputs */

const en_volunteer_admin_delete_tell = /** @type {(inputs: Volunteer_Admin_Delete_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To tell the volunteers,`)
};

const de_volunteer_admin_delete_tell = /** @type {(inputs: Volunteer_Admin_Delete_TellInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um die Helfer:innen zu informieren,`)
};

/**
* | output |
* | --- |
* | "To tell the volunteers," |
*
* @param {Volunteer_Admin_Delete_TellInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_tell = /** @type {((inputs?: Volunteer_Admin_Delete_TellInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_TellInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_delete_tell(inputs)
	return en_volunteer_admin_delete_tell(inputs)
});