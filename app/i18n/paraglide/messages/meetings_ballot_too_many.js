/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seats: NonNullable<unknown> }} Meetings_Ballot_Too_ManyInputs */

const en_meetings_ballot_too_many = /** @type {(inputs: Meetings_Ballot_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick at most ${i?.seats}`)
};

const de_meetings_ballot_too_many = /** @type {(inputs: Meetings_Ballot_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wähle höchstens ${i?.seats}`)
};

/**
* | output |
* | --- |
* | "Pick at most {seats}" |
*
* @param {Meetings_Ballot_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_ballot_too_many = /** @type {((inputs: Meetings_Ballot_Too_ManyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Ballot_Too_ManyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_ballot_too_many(inputs)
	return en_meetings_ballot_too_many(inputs)
});