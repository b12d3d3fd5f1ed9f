/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_SpecialInputs */

const en_meetings_admin_field_special = /** @type {(inputs: Meetings_Admin_Field_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special resolution (needs 75%)`)
};

const de_meetings_admin_field_special = /** @type {(inputs: Meetings_Admin_Field_SpecialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satzungsändernd (75 % nötig)`)
};

/**
* | output |
* | --- |
* | "Special resolution (needs 75%)" |
*
* @param {Meetings_Admin_Field_SpecialInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_special = /** @type {((inputs?: Meetings_Admin_Field_SpecialInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_SpecialInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_special(inputs)
	return en_meetings_admin_field_special(inputs)
});