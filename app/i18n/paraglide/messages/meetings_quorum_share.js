/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Meetings_Quorum_ShareInputs */

const en_meetings_quorum_share = /** @type {(inputs: Meetings_Quorum_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quorum: ${i?.percent}% of those who could vote, per item.`)
};

const de_meetings_quorum_share = /** @type {(inputs: Meetings_Quorum_ShareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Beschlussfähig ab ${i?.percent} % der Stimmberechtigten je Punkt.`)
};

/**
* | output |
* | --- |
* | "Quorum: {percent}% of those who could vote, per item." |
*
* @param {Meetings_Quorum_ShareInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_quorum_share = /** @type {((inputs: Meetings_Quorum_ShareInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Quorum_ShareInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_quorum_share(inputs)
	return en_meetings_quorum_share(inputs)
});