/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Quorum_MetInputs */

const en_meetings_quorum_met = /** @type {(inputs: Meetings_Quorum_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quorum was met.`)
};

const de_meetings_quorum_met = /** @type {(inputs: Meetings_Quorum_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Beschlussfähigkeit war gegeben.`)
};

/**
* | output |
* | --- |
* | "The quorum was met." |
*
* @param {Meetings_Quorum_MetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_quorum_met = /** @type {((inputs?: Meetings_Quorum_MetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Quorum_MetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_quorum_met(inputs)
	return en_meetings_quorum_met(inputs)
});