/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_SecondedInputs */

const en_meetings_motion_seconded = /** @type {(inputs: Meetings_Motion_SecondedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have seconded the motion.`)
};

const de_meetings_motion_seconded = /** @type {(inputs: Meetings_Motion_SecondedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast den Antrag unterstützt.`)
};

/**
* | output |
* | --- |
* | "You have seconded the motion." |
*
* @param {Meetings_Motion_SecondedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_seconded = /** @type {((inputs?: Meetings_Motion_SecondedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_SecondedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_seconded(inputs)
	return en_meetings_motion_seconded(inputs)
});