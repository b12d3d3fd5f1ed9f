/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_DeadlineInputs */

const en_meetings_admin_field_deadline = /** @type {(inputs: Meetings_Admin_Field_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motions deadline`)
};

const de_meetings_admin_field_deadline = /** @type {(inputs: Meetings_Admin_Field_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antragsfrist`)
};

/**
* | output |
* | --- |
* | "Motions deadline" |
*
* @param {Meetings_Admin_Field_DeadlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_deadline = /** @type {((inputs?: Meetings_Admin_Field_DeadlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_DeadlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_deadline(inputs)
	return en_meetings_admin_field_deadline(inputs)
});