/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Record_InvalidInputs */

const en_meetings_admin_record_invalid = /** @type {(inputs: Meetings_Admin_Record_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the record date`)
};

const de_meetings_admin_record_invalid = /** @type {(inputs: Meetings_Admin_Record_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den Stichtag ein`)
};

/**
* | output |
* | --- |
* | "Enter the record date" |
*
* @param {Meetings_Admin_Record_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_record_invalid = /** @type {((inputs?: Meetings_Admin_Record_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Record_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_record_invalid(inputs)
	return en_meetings_admin_record_invalid(inputs)
});