/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Tickets_Error_Face_ValueInputs */

const en_tickets_error_face_value = /** @type {(inputs: Tickets_Error_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Price may not exceed the face value of ${i?.price}`)
};

const de_tickets_error_face_value = /** @type {(inputs: Tickets_Error_Face_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Preis darf den Nennwert von ${i?.price} nicht übersteigen`)
};

/**
* | output |
* | --- |
* | "Price may not exceed the face value of {price}" |
*
* @param {Tickets_Error_Face_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_face_value = /** @type {((inputs: Tickets_Error_Face_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Face_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_face_value(inputs)
	return en_tickets_error_face_value(inputs)
});