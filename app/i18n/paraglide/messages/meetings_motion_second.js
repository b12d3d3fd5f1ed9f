/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_SecondInputs */

const en_meetings_motion_second = /** @type {(inputs: Meetings_Motion_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second this motion`)
};

const de_meetings_motion_second = /** @type {(inputs: Meetings_Motion_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Antrag unterstützen`)
};

/**
* | output |
* | --- |
* | "Second this motion" |
*
* @param {Meetings_Motion_SecondInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_second = /** @type {((inputs?: Meetings_Motion_SecondInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_SecondInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_second(inputs)
	return en_meetings_motion_second(inputs)
});