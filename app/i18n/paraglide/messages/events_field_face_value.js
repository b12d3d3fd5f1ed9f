/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Face_ValueInputs */

const en_events_field_face_value = /** @type {(inputs: Events_Field_Face_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`face value`)
};

const de_events_field_face_value = /** @type {(inputs: Events_Field_Face_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nennwert`)
};

/**
* | output |
* | --- |
* | "face value" |
*
* @param {Events_Field_Face_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_face_value = /** @type {((inputs?: Events_Field_Face_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Face_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_face_value(inputs)
	return en_events_field_face_value(inputs)
});