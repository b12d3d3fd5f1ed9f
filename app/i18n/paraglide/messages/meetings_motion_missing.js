/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_MissingInputs */

const en_meetings_motion_missing = /** @type {(inputs: Meetings_Motion_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such motion.`)
};

const de_meetings_motion_missing = /** @type {(inputs: Meetings_Motion_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Antrag gibt es nicht.`)
};

/**
* | output |
* | --- |
* | "There is no such motion." |
*
* @param {Meetings_Motion_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_missing = /** @type {((inputs?: Meetings_Motion_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_missing(inputs)
	return en_meetings_motion_missing(inputs)
});