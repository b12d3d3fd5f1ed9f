/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Phase_BeforeInputs */

const en_meetings_phase_before = /** @type {(inputs: Meetings_Phase_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notice given`)
};

const de_meetings_phase_before = /** @type {(inputs: Meetings_Phase_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung verschickt`)
};

/**
* | output |
* | --- |
* | "Notice given" |
*
* @param {Meetings_Phase_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_phase_before = /** @type {((inputs?: Meetings_Phase_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Phase_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_phase_before(inputs)
	return en_meetings_phase_before(inputs)
});