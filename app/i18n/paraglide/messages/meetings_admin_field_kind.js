/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_KindInputs */

const en_meetings_admin_field_kind = /** @type {(inputs: Meetings_Admin_Field_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const de_meetings_admin_field_kind = /** @type {(inputs: Meetings_Admin_Field_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Art`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Meetings_Admin_Field_KindInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_kind = /** @type {((inputs?: Meetings_Admin_Field_KindInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_KindInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_kind(inputs)
	return en_meetings_admin_field_kind(inputs)
});