/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Your_VoteInputs */

const en_meetings_your_vote = /** @type {(inputs: Meetings_Your_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your vote`)
};

const de_meetings_your_vote = /** @type {(inputs: Meetings_Your_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Stimme`)
};

/**
* | output |
* | --- |
* | "Your vote" |
*
* @param {Meetings_Your_VoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_your_vote = /** @type {((inputs?: Meetings_Your_VoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Your_VoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_your_vote(inputs)
	return en_meetings_your_vote(inputs)
});