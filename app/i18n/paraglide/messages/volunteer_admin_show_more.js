/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Show_MoreInputs */

const en_volunteer_admin_show_more = /** @type {(inputs: Volunteer_Admin_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more upcoming opportunities`)
};

const de_volunteer_admin_show_more = /** @type {(inputs: Volunteer_Admin_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mehr anstehende Schichten zeigen`)
};

/**
* | output |
* | --- |
* | "Show more upcoming opportunities" |
*
* @param {Volunteer_Admin_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_show_more = /** @type {((inputs?: Volunteer_Admin_Show_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Show_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_show_more(inputs)
	return en_volunteer_admin_show_more(inputs)
});