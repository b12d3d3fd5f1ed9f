/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Topic_Ballot_ResultsInputs */

const en_profile_alerts_topic_ballot_results = /** @type {(inputs: Profile_Alerts_Topic_Ballot_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away-day ballot results`)
};

const de_profile_alerts_topic_ballot_results = /** @type {(inputs: Profile_Alerts_Topic_Ballot_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnissen von Auswärtsfahrt-Verlosungen`)
};

/**
* | output |
* | --- |
* | "Away-day ballot results" |
*
* @param {Profile_Alerts_Topic_Ballot_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_topic_ballot_results = /** @type {((inputs?: Profile_Alerts_Topic_Ballot_ResultsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Topic_Ballot_ResultsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_topic_ballot_results(inputs)
	return en_profile_alerts_topic_ballot_results(inputs)
});