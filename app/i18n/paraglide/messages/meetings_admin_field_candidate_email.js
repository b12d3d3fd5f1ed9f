/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_Candidate_EmailInputs */

const en_meetings_admin_field_candidate_email = /** @type {(inputs: Meetings_Admin_Field_Candidate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member's email address`)
};

const de_meetings_admin_field_candidate_email = /** @type {(inputs: Meetings_Admin_Field_Candidate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse des Mitglieds`)
};

/**
* | output |
* | --- |
* | "Member's email address" |
*
* @param {Meetings_Admin_Field_Candidate_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_candidate_email = /** @type {((inputs?: Meetings_Admin_Field_Candidate_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_Candidate_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_candidate_email(inputs)
	return en_meetings_admin_field_candidate_email(inputs)
});