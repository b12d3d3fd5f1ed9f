/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Meetings_Motion_Seconded_ByInputs */

const en_meetings_motion_seconded_by = /** @type {(inputs: Meetings_Motion_Seconded_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seconded by ${i?.name}`)
};

const de_meetings_motion_seconded_by = /** @type {(inputs: Meetings_Motion_Seconded_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unterstützt von ${i?.name}`)
};

/**
* | output |
* | --- |
* | "seconded by {name}" |
*
* @param {Meetings_Motion_Seconded_ByInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_motion_seconded_by = /** @type {((inputs: Meetings_Motion_Seconded_ByInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Motion_Seconded_ByInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_motion_seconded_by(inputs)
	return en_meetings_motion_seconded_by(inputs)
});