/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Tickets_Form_Match_Date_HintInputs */

const en_tickets_form_match_date_hint = /** @type {(inputs: Tickets_Form_Match_Date_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kick-off, ${i?.zone} time`)
};

const de_tickets_form_match_date_hint = /** @type {(inputs: Tickets_Form_Match_Date_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anpfiff, Zeit in ${i?.zone}`)
};

/**
* | output |
* | --- |
* | "Kick-off, {zone} time" |
*
* @param {Tickets_Form_Match_Date_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_date_hint = /** @type {((inputs: Tickets_Form_Match_Date_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_Date_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_match_date_hint(inputs)
	return en_tickets_form_match_date_hint(inputs)
});