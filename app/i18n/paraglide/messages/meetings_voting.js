/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_VotingInputs */

const en_meetings_voting = /** @type {(inputs: Meetings_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting`)
};

const de_meetings_voting = /** @type {(inputs: Meetings_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstimmung`)
};

/**
* | output |
* | --- |
* | "Voting" |
*
* @param {Meetings_VotingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_voting = /** @type {((inputs?: Meetings_VotingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_VotingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_voting(inputs)
	return en_meetings_voting(inputs)
});