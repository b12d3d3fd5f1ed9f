/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Add_CandidateInputs */

const en_meetings_admin_add_candidate = /** @type {(inputs: Meetings_Admin_Add_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nominate a candidate`)
};

const de_meetings_admin_add_candidate = /** @type {(inputs: Meetings_Admin_Add_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person nominieren`)
};

/**
* | output |
* | --- |
* | "Nominate a candidate" |
*
* @param {Meetings_Admin_Add_CandidateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_add_candidate = /** @type {((inputs?: Meetings_Admin_Add_CandidateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Add_CandidateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_add_candidate(inputs)
	return en_meetings_admin_add_candidate(inputs)
});