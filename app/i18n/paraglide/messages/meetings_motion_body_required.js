/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Motion_Body_RequiredInputs */

const en_meetings_motion_body_required = /** @type {(inputs: Meetings_Motion_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write the motion`)
};

const de_meetings_motion_body_required = /** @type {(inputs: Meetings_Motion_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib den Antrag`)
};

/**
* | output |
* | --- |
* | "Write the motion" |
*
* @param {Meetings_Motion_Body_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_body_required = /** @type {((inputs?: Meetings_Motion_Body_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Body_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_body_required(inputs)
	return en_meetings_motion_body_required(inputs)
});