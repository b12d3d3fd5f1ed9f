/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_MotionsInputs */

const en_meetings_motions = /** @type {(inputs: Meetings_MotionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members' motions`)
};

const de_meetings_motions = /** @type {(inputs: Meetings_MotionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anträge von Mitgliedern`)
};

/**
* | output |
* | --- |
* | "Members' motions" |
*
* @param {Meetings_MotionsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motions = /** @type {((inputs?: Meetings_MotionsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_MotionsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motions(inputs)
	return en_meetings_motions(inputs)
});