/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_Quorum_ValueInputs */

const en_meetings_admin_field_quorum_value = /** @type {(inputs: Meetings_Admin_Field_Quorum_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quorum`)
};

const de_meetings_admin_field_quorum_value = /** @type {(inputs: Meetings_Admin_Field_Quorum_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschlussfähigkeit`)
};

/**
* | output |
* | --- |
* | "Quorum" |
*
* @param {Meetings_Admin_Field_Quorum_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_quorum_value = /** @type {((inputs?: Meetings_Admin_Field_Quorum_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_Quorum_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_quorum_value(inputs)
	return en_meetings_admin_field_quorum_value(inputs)
});