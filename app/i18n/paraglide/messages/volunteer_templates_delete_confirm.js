/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Delete_ConfirmInputs */

const en_volunteer_templates_delete_confirm = /** @type {(inputs: Volunteer_Templates_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, delete template`)
};

const de_volunteer_templates_delete_confirm = /** @type {(inputs: Volunteer_Templates_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ja, Vorlage löschen`)
};

/**
* | output |
* | --- |
* | "Yes, delete template" |
*
* @param {Volunteer_Templates_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_delete_confirm = /** @type {((inputs?: Volunteer_Templates_Delete_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Delete_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_delete_confirm(inputs)
	return en_volunteer_templates_delete_confirm(inputs)
});