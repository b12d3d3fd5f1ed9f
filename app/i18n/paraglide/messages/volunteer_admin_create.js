/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_CreateInputs */

const en_volunteer_admin_create = /** @type {(inputs: Volunteer_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create opportunity`)
};

const de_volunteer_admin_create = /** @type {(inputs: Volunteer_Admin_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht anlegen`)
};

/**
* | output |
* | --- |
* | "Create opportunity" |
*
* @param {Volunteer_Admin_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_create = /** @type {((inputs?: Volunteer_Admin_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_create(inputs)
	return en_volunteer_admin_create(inputs)
});