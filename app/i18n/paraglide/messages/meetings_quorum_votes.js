/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Meetings_Quorum_VotesInputs */

const en_meetings_quorum_votes = /** @type {(inputs: Meetings_Quorum_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quorum: ${i?.count} votes per item.`)
};

const de_meetings_quorum_votes = /** @type {(inputs: Meetings_Quorum_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beschlussfähig ab ${i?.count} Stimmen je Punkt.`)
};

/**
* | output |
* | --- |
* | "Quorum: {count} votes per item." |
*
* @param {Meetings_Quorum_VotesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_quorum_votes = /** @type {((inputs: Meetings_Quorum_VotesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Quorum_VotesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_quorum_votes(inputs)
	return en_meetings_quorum_votes(inputs)
});