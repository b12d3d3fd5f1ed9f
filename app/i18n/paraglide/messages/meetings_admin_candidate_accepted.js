/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Candidate_AcceptedInputs */

const en_meetings_admin_candidate_accepted = /** @type {(inputs: Meetings_Admin_Candidate_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`accepted`)
};

const de_meetings_admin_candidate_accepted = /** @type {(inputs: Meetings_Admin_Candidate_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hat angenommen`)
};

/**
* | output |
* | --- |
* | "accepted" |
*
* @param {Meetings_Admin_Candidate_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_candidate_accepted = /** @type {((inputs?: Meetings_Admin_Candidate_AcceptedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Candidate_AcceptedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_candidate_accepted(inputs)
	return en_meetings_admin_candidate_accepted(inputs)
});