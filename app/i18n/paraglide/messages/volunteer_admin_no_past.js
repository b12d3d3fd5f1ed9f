/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_No_PastInputs */

const en_volunteer_admin_no_past = /** @type {(inputs: Volunteer_Admin_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past opportunities.`)
};

const de_volunteer_admin_no_past = /** @type {(inputs: Volunteer_Admin_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine vergangenen Schichten.`)
};

/**
* | output |
* | --- |
* | "No past opportunities." |
*
* @param {Volunteer_Admin_No_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_no_past = /** @type {((inputs?: Volunteer_Admin_No_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_No_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_no_past(inputs)
	return en_volunteer_admin_no_past(inputs)
});