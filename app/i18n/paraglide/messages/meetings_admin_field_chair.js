/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_ChairInputs */

const en_meetings_admin_field_chair = /** @type {(inputs: Meetings_Admin_Field_ChairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chair's email address`)
};

const de_meetings_admin_field_chair = /** @type {(inputs: Meetings_Admin_Field_ChairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse der Versammlungsleitung`)
};

/**
* | output |
* | --- |
* | "Chair's email address" |
*
* @param {Meetings_Admin_Field_ChairInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_chair = /** @type {((inputs?: Meetings_Admin_Field_ChairInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_ChairInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_chair(inputs)
	return en_meetings_admin_field_chair(inputs)
});