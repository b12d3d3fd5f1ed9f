/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Nobody_YetInputs */

const en_volunteer_admin_nobody_yet = /** @type {(inputs: Volunteer_Admin_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has signed up yet.`)
};

const de_volunteer_admin_nobody_yet = /** @type {(inputs: Volunteer_Admin_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch niemand angemeldet.`)
};

/**
* | output |
* | --- |
* | "Nobody has signed up yet." |
*
* @param {Volunteer_Admin_Nobody_YetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_nobody_yet = /** @type {((inputs?: Volunteer_Admin_Nobody_YetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Nobody_YetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_nobody_yet(inputs)
	return en_volunteer_admin_nobody_yet(inputs)
});