/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_HeadingInputs */

const en_volunteer_admin_heading = /** @type {(inputs: Volunteer_Admin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer opportunities`)
};

const de_volunteer_admin_heading = /** @type {(inputs: Volunteer_Admin_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten`)
};

/**
* | output |
* | --- |
* | "Volunteer opportunities" |
*
* @param {Volunteer_Admin_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_heading = /** @type {((inputs?: Volunteer_Admin_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_heading(inputs)
	return en_volunteer_admin_heading(inputs)
});