/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ opens: NonNullable<unknown>, closes: NonNullable<unknown> }} Meetings_Voting_WindowInputs */

const en_meetings_voting_window = /** @type {(inputs: Meetings_Voting_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.opens} to ${i?.closes}`)
};

const de_meetings_voting_window = /** @type {(inputs: Meetings_Voting_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.opens} bis ${i?.closes}`)
};

/**
* | output |
* | --- |
* | "From {opens} to {closes}" |
*
* @param {Meetings_Voting_WindowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_voting_window = /** @type {((inputs: Meetings_Voting_WindowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Voting_WindowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_voting_window(inputs)
	return en_meetings_voting_window(inputs)
});