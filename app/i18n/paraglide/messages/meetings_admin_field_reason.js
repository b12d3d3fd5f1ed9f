/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_ReasonInputs */

const en_meetings_admin_field_reason = /** @type {(inputs: Meetings_Admin_Field_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason for declining (the proposer sees it)`)
};

const de_meetings_admin_field_reason = /** @type {(inputs: Meetings_Admin_Field_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Begründung der Ablehnung (die antragstellende Person sieht sie)`)
};

/**
* | output |
* | --- |
* | "Reason for declining (the proposer sees it)" |
*
* @param {Meetings_Admin_Field_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_reason = /** @type {((inputs?: Meetings_Admin_Field_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_reason(inputs)
	return en_meetings_admin_field_reason(inputs)
});