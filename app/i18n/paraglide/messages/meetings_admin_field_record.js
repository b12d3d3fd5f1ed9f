/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_RecordInputs */

const en_meetings_admin_field_record = /** @type {(inputs: Meetings_Admin_Field_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record date`)
};

const de_meetings_admin_field_record = /** @type {(inputs: Meetings_Admin_Field_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stichtag`)
};

/**
* | output |
* | --- |
* | "Record date" |
*
* @param {Meetings_Admin_Field_RecordInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_record = /** @type {((inputs?: Meetings_Admin_Field_RecordInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_RecordInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_record(inputs)
	return en_meetings_admin_field_record(inputs)
});