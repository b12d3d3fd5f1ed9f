/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Outcome_No_QuorumInputs */

const en_meetings_outcome_no_quorum = /** @type {(inputs: Meetings_Outcome_No_QuorumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quorum not met: no decision`)
};

const de_meetings_outcome_no_quorum = /** @type {(inputs: Meetings_Outcome_No_QuorumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht beschlussfähig: keine Entscheidung`)
};

/**
* | output |
* | --- |
* | "Quorum not met: no decision" |
*
* @param {Meetings_Outcome_No_QuorumInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_outcome_no_quorum = /** @type {((inputs?: Meetings_Outcome_No_QuorumInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Outcome_No_QuorumInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_outcome_no_quorum(inputs)
	return en_meetings_outcome_no_quorum(inputs)
});