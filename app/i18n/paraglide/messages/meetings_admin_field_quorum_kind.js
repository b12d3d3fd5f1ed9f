/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_Quorum_KindInputs */

const en_meetings_admin_field_quorum_kind = /** @type {(inputs: Meetings_Admin_Field_Quorum_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quorum counted as`)
};

const de_meetings_admin_field_quorum_kind = /** @type {(inputs: Meetings_Admin_Field_Quorum_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschlussfähigkeit gezählt als`)
};

/**
* | output |
* | --- |
* | "Quorum counted as" |
*
* @param {Meetings_Admin_Field_Quorum_KindInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_quorum_kind = /** @type {((inputs?: Meetings_Admin_Field_Quorum_KindInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_Quorum_KindInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_quorum_kind(inputs)
	return en_meetings_admin_field_quorum_kind(inputs)
});