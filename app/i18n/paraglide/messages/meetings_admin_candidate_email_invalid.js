/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Candidate_Email_InvalidInputs */

const en_meetings_admin_candidate_email_invalid = /** @type {(inputs: Meetings_Admin_Candidate_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the member's email address`)
};

const de_meetings_admin_candidate_email_invalid = /** @type {(inputs: Meetings_Admin_Candidate_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib die E-Mail-Adresse des Mitglieds ein`)
};

/**
* | output |
* | --- |
* | "Enter the member's email address" |
*
* @param {Meetings_Admin_Candidate_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_candidate_email_invalid = /** @type {((inputs?: Meetings_Admin_Candidate_Email_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Candidate_Email_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_candidate_email_invalid(inputs)
	return en_meetings_admin_candidate_email_invalid(inputs)
});