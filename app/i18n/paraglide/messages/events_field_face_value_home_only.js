/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Field_Face_Value_Home_OnlyInputs */

const en_events_field_face_value_home_only = /** @type {(inputs: Events_Field_Face_Value_Home_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A face value applies to home matches only`)
};

const de_events_field_face_value_home_only = /** @type {(inputs: Events_Field_Face_Value_Home_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Nennwert gilt nur für Heimspiele`)
};

/**
* | output |
* | --- |
* | "A face value applies to home matches only" |
*
* @param {Events_Field_Face_Value_Home_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_field_face_value_home_only = /** @type {((inputs?: Events_Field_Face_Value_Home_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Field_Face_Value_Home_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_field_face_value_home_only(inputs)
	return en_events_field_face_value_home_only(inputs)
});