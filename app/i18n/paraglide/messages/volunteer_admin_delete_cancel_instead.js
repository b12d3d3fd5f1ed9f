/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Delete_Cancel_InsteadInputs */

const en_volunteer_admin_delete_cancel_instead = /** @type {(inputs: Volunteer_Admin_Delete_Cancel_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cancel it instead`)
};

const de_volunteer_admin_delete_cancel_instead = /** @type {(inputs: Volunteer_Admin_Delete_Cancel_InsteadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sag sie stattdessen ab`)
};

/**
* | output |
* | --- |
* | "cancel it instead" |
*
* @param {Volunteer_Admin_Delete_Cancel_InsteadInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_delete_cancel_instead = /** @type {((inputs?: Volunteer_Admin_Delete_Cancel_InsteadInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Delete_Cancel_InsteadInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_delete_cancel_instead(inputs)
	return en_volunteer_admin_delete_cancel_instead(inputs)
});