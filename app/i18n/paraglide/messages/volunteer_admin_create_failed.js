/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Create_FailedInputs */

const en_volunteer_admin_create_failed = /** @type {(inputs: Volunteer_Admin_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create the opportunity. Please try again.`)
};

const de_volunteer_admin_create_failed = /** @type {(inputs: Volunteer_Admin_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Schicht konnte nicht angelegt werden. Bitte versuch es noch mal.`)
};

/**
* | output |
* | --- |
* | "Failed to create the opportunity. Please try again." |
*
* @param {Volunteer_Admin_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_create_failed = /** @type {((inputs?: Volunteer_Admin_Create_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Create_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_create_failed(inputs)
	return en_volunteer_admin_create_failed(inputs)
});