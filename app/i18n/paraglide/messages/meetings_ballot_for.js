/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Meetings_Ballot_ForInputs */

const en_meetings_ballot_for = /** @type {(inputs: Meetings_Ballot_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ballot of ${i?.name} (you are their proxy)`)
};

const de_meetings_ballot_for = /** @type {(inputs: Meetings_Ballot_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stimmzettel von ${i?.name} (du vertrittst diese Person)`)
};

/**
* | output |
* | --- |
* | "Ballot of {name} (you are their proxy)" |
*
* @param {Meetings_Ballot_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_for = /** @type {((inputs: Meetings_Ballot_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_for(inputs)
	return en_meetings_ballot_for(inputs)
});