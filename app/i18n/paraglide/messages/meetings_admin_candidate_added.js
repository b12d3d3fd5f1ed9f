/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Candidate_AddedInputs */

const en_meetings_admin_candidate_added = /** @type {(inputs: Meetings_Admin_Candidate_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The member is nominated.`)
};

const de_meetings_admin_candidate_added = /** @type {(inputs: Meetings_Admin_Candidate_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Mitglied ist nominiert.`)
};

/**
* | output |
* | --- |
* | "The member is nominated." |
*
* @param {Meetings_Admin_Candidate_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_candidate_added = /** @type {((inputs?: Meetings_Admin_Candidate_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Candidate_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_candidate_added(inputs)
	return en_meetings_admin_candidate_added(inputs)
});