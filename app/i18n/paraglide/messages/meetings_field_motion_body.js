/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Field_Motion_BodyInputs */

const en_meetings_field_motion_body = /** @type {(inputs: Meetings_Field_Motion_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The motion`)
};

const de_meetings_field_motion_body = /** @type {(inputs: Meetings_Field_Motion_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Antrag`)
};

/**
* | output |
* | --- |
* | "The motion" |
*
* @param {Meetings_Field_Motion_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_field_motion_body = /** @type {((inputs?: Meetings_Field_Motion_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Field_Motion_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_field_motion_body(inputs)
	return en_meetings_field_motion_body(inputs)
});