/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Not_Open_YetInputs */

const en_meetings_refusal_not_open_yet = /** @type {(inputs: Meetings_Refusal_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voting has not opened yet.`)
};

const de_meetings_refusal_not_open_yet = /** @type {(inputs: Meetings_Refusal_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abstimmung hat noch nicht begonnen.`)
};

/**
* | output |
* | --- |
* | "Voting has not opened yet." |
*
* @param {Meetings_Refusal_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_not_open_yet = /** @type {((inputs?: Meetings_Refusal_Not_Open_YetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Not_Open_YetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_not_open_yet(inputs)
	return en_meetings_refusal_not_open_yet(inputs)
});