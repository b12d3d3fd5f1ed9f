/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_Other_MatchInputs */

const en_tickets_form_other_match = /** @type {(inputs: Tickets_Form_Other_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other Match (manual entry)`)
};

const de_tickets_form_other_match = /** @type {(inputs: Tickets_Form_Other_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anderes Spiel (selbst eintragen)`)
};

/**
* | output |
* | --- |
* | "Other Match (manual entry)" |
*
* @param {Tickets_Form_Other_MatchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_other_match = /** @type {((inputs?: Tickets_Form_Other_MatchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Other_MatchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_other_match(inputs)
	return en_tickets_form_other_match(inputs)
});