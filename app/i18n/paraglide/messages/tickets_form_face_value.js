/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Tickets_Form_Face_ValueInputs */

const en_tickets_form_face_value = /** @type {(inputs: Tickets_Form_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Face value ${i?.price}: the most you can ask.`)
};

const de_tickets_form_face_value = /** @type {(inputs: Tickets_Form_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Originalpreis ${i?.price}: mehr darfst du nicht verlangen.`)
};

/**
* | output |
* | --- |
* | "Face value {price}: the most you can ask." |
*
* @param {Tickets_Form_Face_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_face_value = /** @type {((inputs: Tickets_Form_Face_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Face_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_face_value(inputs)
	return en_tickets_form_face_value(inputs)
});