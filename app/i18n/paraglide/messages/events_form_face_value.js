/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ symbol: NonNullable<unknown> }} Events_Form_Face_ValueInputs */

const en_events_form_face_value = /** @type {(inputs: Events_Form_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Face value per ticket (${i?.symbol})`)
};

const de_events_form_face_value = /** @type {(inputs: Events_Form_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nennwert pro Ticket (${i?.symbol})`)
};

/**
* | output |
* | --- |
* | "Face value per ticket ({symbol})" |
*
* @param {Events_Form_Face_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_face_value = /** @type {((inputs: Events_Form_Face_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Face_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_face_value(inputs)
	return en_events_form_face_value(inputs)
});