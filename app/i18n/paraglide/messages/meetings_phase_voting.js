/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Phase_VotingInputs */

const en_meetings_phase_voting = /** @type {(inputs: Meetings_Phase_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting open`)
};

const de_meetings_phase_voting = /** @type {(inputs: Meetings_Phase_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstimmung läuft`)
};

/**
* | output |
* | --- |
* | "Voting open" |
*
* @param {Meetings_Phase_VotingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_phase_voting = /** @type {((inputs?: Meetings_Phase_VotingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Phase_VotingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_phase_voting(inputs)
	return en_meetings_phase_voting(inputs)
});