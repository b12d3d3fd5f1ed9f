/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_Status_SecondedInputs */

const en_meetings_motion_status_seconded = /** @type {(inputs: Meetings_Motion_Status_SecondedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seconded: the committee will decide`)
};

const de_meetings_motion_status_seconded = /** @type {(inputs: Meetings_Motion_Status_SecondedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterstützt: Der Vorstand entscheidet`)
};

/**
* | output |
* | --- |
* | "Seconded: the committee will decide" |
*
* @param {Meetings_Motion_Status_SecondedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_status_seconded = /** @type {((inputs?: Meetings_Motion_Status_SecondedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Status_SecondedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_status_seconded(inputs)
	return en_meetings_motion_status_seconded(inputs)
});