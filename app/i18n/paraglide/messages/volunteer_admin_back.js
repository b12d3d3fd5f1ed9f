/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_BackInputs */

const en_volunteer_admin_back = /** @type {(inputs: Volunteer_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunities`)
};

const de_volunteer_admin_back = /** @type {(inputs: Volunteer_Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten`)
};

/**
* | output |
* | --- |
* | "Volunteer opportunities" |
*
* @param {Volunteer_Admin_BackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_back = /** @type {((inputs?: Volunteer_Admin_BackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_BackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_back(inputs)
	return en_volunteer_admin_back(inputs)
});