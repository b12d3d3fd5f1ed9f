/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Nomination_AcceptInputs */

const en_meetings_nomination_accept = /** @type {(inputs: Meetings_Nomination_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept the nomination`)
};

const de_meetings_nomination_accept = /** @type {(inputs: Meetings_Nomination_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nominierung annehmen`)
};

/**
* | output |
* | --- |
* | "Accept the nomination" |
*
* @param {Meetings_Nomination_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_nomination_accept = /** @type {((inputs?: Meetings_Nomination_AcceptInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Nomination_AcceptInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_nomination_accept(inputs)
	return en_meetings_nomination_accept(inputs)
});