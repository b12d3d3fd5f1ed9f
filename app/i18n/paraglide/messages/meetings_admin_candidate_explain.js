/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Candidate_ExplainInputs */

const en_meetings_admin_candidate_explain = /** @type {(inputs: Meetings_Admin_Candidate_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The member accepts the nomination on the meeting's page; only then are they on the ballot.`)
};

const de_meetings_admin_candidate_explain = /** @type {(inputs: Meetings_Admin_Candidate_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Mitglied nimmt die Nominierung auf der Seite der Versammlung an; erst dann steht es auf dem Stimmzettel.`)
};

/**
* | output |
* | --- |
* | "The member accepts the nomination on the meeting's page; only then are they on the ballot." |
*
* @param {Meetings_Admin_Candidate_ExplainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_candidate_explain = /** @type {((inputs?: Meetings_Admin_Candidate_ExplainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Candidate_ExplainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_candidate_explain(inputs)
	return en_meetings_admin_candidate_explain(inputs)
});