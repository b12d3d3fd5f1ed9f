/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seats: NonNullable<unknown> }} Meetings_Ballot_PickInputs */

const en_meetings_ballot_pick = /** @type {(inputs: Meetings_Ballot_PickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick up to ${i?.seats}.`)
};

const de_meetings_ballot_pick = /** @type {(inputs: Meetings_Ballot_PickInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wähle bis zu ${i?.seats}.`)
};

/**
* | output |
* | --- |
* | "Pick up to {seats}." |
*
* @param {Meetings_Ballot_PickInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_pick = /** @type {((inputs: Meetings_Ballot_PickInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_PickInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_pick(inputs)
	return en_meetings_ballot_pick(inputs)
});