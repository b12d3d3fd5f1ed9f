/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Ballot_Abstain_AloneInputs */

const en_meetings_ballot_abstain_alone = /** @type {(inputs: Meetings_Ballot_Abstain_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick candidates or abstain, not both`)
};

const de_meetings_ballot_abstain_alone = /** @type {(inputs: Meetings_Ballot_Abstain_AloneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreuze Personen oder Enthaltung an, nicht beides`)
};

/**
* | output |
* | --- |
* | "Tick candidates or abstain, not both" |
*
* @param {Meetings_Ballot_Abstain_AloneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_abstain_alone = /** @type {((inputs?: Meetings_Ballot_Abstain_AloneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_Abstain_AloneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_abstain_alone(inputs)
	return en_meetings_ballot_abstain_alone(inputs)
});