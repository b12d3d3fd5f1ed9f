/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_AddInputs */

const en_volunteer_admin_add = /** @type {(inputs: Volunteer_Admin_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add opportunity`)
};

const de_volunteer_admin_add = /** @type {(inputs: Volunteer_Admin_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add opportunity" |
*
* @param {Volunteer_Admin_AddInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_add = /** @type {((inputs?: Volunteer_Admin_AddInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_AddInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_add(inputs)
	return en_volunteer_admin_add(inputs)
});