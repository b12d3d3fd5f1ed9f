/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_ProposeInputs */

const en_meetings_motion_propose = /** @type {(inputs: Meetings_Motion_ProposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propose`)
};

const de_meetings_motion_propose = /** @type {(inputs: Meetings_Motion_ProposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antrag stellen`)
};

/**
* | output |
* | --- |
* | "Propose" |
*
* @param {Meetings_Motion_ProposeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_propose = /** @type {((inputs?: Meetings_Motion_ProposeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_ProposeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_propose(inputs)
	return en_meetings_motion_propose(inputs)
});