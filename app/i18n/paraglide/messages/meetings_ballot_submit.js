/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Ballot_SubmitInputs */

const en_meetings_ballot_submit = /** @type {(inputs: Meetings_Ballot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cast my vote`)
};

const de_meetings_ballot_submit = /** @type {(inputs: Meetings_Ballot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stimme abgeben`)
};

/**
* | output |
* | --- |
* | "Cast my vote" |
*
* @param {Meetings_Ballot_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_submit = /** @type {((inputs?: Meetings_Ballot_SubmitInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_SubmitInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_submit(inputs)
	return en_meetings_ballot_submit(inputs)
});