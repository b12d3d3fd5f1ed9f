/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_RowInputs */

const en_tickets_form_row = /** @type {(inputs: Tickets_Form_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Row (optional)`)
};

const de_tickets_form_row = /** @type {(inputs: Tickets_Form_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reihe (optional)`)
};

/**
* | output |
* | --- |
* | "Row (optional)" |
*
* @param {Tickets_Form_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_row = /** @type {((inputs?: Tickets_Form_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_row(inputs)
	return en_tickets_form_row(inputs)
});