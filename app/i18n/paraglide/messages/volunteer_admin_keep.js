/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_KeepInputs */

const en_volunteer_admin_keep = /** @type {(inputs: Volunteer_Admin_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const de_volunteer_admin_keep = /** @type {(inputs: Volunteer_Admin_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Behalten`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Volunteer_Admin_KeepInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_keep = /** @type {((inputs?: Volunteer_Admin_KeepInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_KeepInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_keep(inputs)
	return en_volunteer_admin_keep(inputs)
});