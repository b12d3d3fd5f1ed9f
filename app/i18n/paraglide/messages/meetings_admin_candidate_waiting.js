/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Candidate_WaitingInputs */

const en_meetings_admin_candidate_waiting = /** @type {(inputs: Meetings_Admin_Candidate_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`has not accepted yet`)
};

const de_meetings_admin_candidate_waiting = /** @type {(inputs: Meetings_Admin_Candidate_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hat noch nicht angenommen`)
};

/**
* | output |
* | --- |
* | "has not accepted yet" |
*
* @param {Meetings_Admin_Candidate_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_candidate_waiting = /** @type {((inputs?: Meetings_Admin_Candidate_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Candidate_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_candidate_waiting(inputs)
	return en_meetings_admin_candidate_waiting(inputs)
});