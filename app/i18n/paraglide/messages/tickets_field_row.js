/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Field_RowInputs */

const en_tickets_field_row = /** @type {(inputs: Tickets_Field_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Row`)
};

const de_tickets_field_row = /** @type {(inputs: Tickets_Field_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe`)
};

/**
* | output |
* | --- |
* | "Row" |
*
* @param {Tickets_Field_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_row = /** @type {((inputs?: Tickets_Field_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_field_row(inputs)
	return en_tickets_field_row(inputs)
});