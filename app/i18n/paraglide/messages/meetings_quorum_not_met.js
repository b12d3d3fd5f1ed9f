/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Quorum_Not_MetInputs */

const en_meetings_quorum_not_met = /** @type {(inputs: Meetings_Quorum_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The quorum was not met.`)
};

const de_meetings_quorum_not_met = /** @type {(inputs: Meetings_Quorum_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Beschlussfähigkeit war nicht gegeben.`)
};

/**
* | output |
* | --- |
* | "The quorum was not met." |
*
* @param {Meetings_Quorum_Not_MetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_quorum_not_met = /** @type {((inputs?: Meetings_Quorum_Not_MetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Quorum_Not_MetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_quorum_not_met(inputs)
	return en_meetings_quorum_not_met(inputs)
});