/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_ClosedInputs */

const en_meetings_refusal_closed = /** @type {(inputs: Meetings_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting has closed: your vote was not recorded.`)
};

const de_meetings_refusal_closed = /** @type {(inputs: Meetings_Refusal_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abstimmung ist geschlossen: Deine Stimme wurde nicht gezählt.`)
};

/**
* | output |
* | --- |
* | "Voting has closed: your vote was not recorded." |
*
* @param {Meetings_Refusal_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_closed = /** @type {((inputs?: Meetings_Refusal_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_closed(inputs)
	return en_meetings_refusal_closed(inputs)
});