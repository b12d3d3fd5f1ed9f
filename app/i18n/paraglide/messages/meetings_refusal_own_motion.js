/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Own_MotionInputs */

const en_meetings_refusal_own_motion = /** @type {(inputs: Meetings_Refusal_Own_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A motion needs another member as its seconder.`)
};

const de_meetings_refusal_own_motion = /** @type {(inputs: Meetings_Refusal_Own_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Antrag braucht ein anderes Mitglied als Unterstützung.`)
};

/**
* | output |
* | --- |
* | "A motion needs another member as its seconder." |
*
* @param {Meetings_Refusal_Own_MotionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_own_motion = /** @type {((inputs?: Meetings_Refusal_Own_MotionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Own_MotionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_own_motion(inputs)
	return en_meetings_refusal_own_motion(inputs)
});