/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Ballot_Motion_InvalidInputs */

const en_meetings_ballot_motion_invalid = /** @type {(inputs: Meetings_Ballot_Motion_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose for, against or abstain`)
};

const de_meetings_ballot_motion_invalid = /** @type {(inputs: Meetings_Ballot_Motion_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle dafür, dagegen oder Enthaltung`)
};

/**
* | output |
* | --- |
* | "Choose for, against or abstain" |
*
* @param {Meetings_Ballot_Motion_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_motion_invalid = /** @type {((inputs?: Meetings_Ballot_Motion_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_Motion_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_motion_invalid(inputs)
	return en_meetings_ballot_motion_invalid(inputs)
});