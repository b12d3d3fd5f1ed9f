/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_Match_HintInputs */

const en_tickets_form_match_hint = /** @type {(inputs: Tickets_Form_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choosing a home match uses its own title and date, whatever is typed below.`)
};

const de_tickets_form_match_hint = /** @type {(inputs: Tickets_Form_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählst du ein Heimspiel, gelten dessen Name und Datum, egal was unten steht.`)
};

/**
* | output |
* | --- |
* | "Choosing a home match uses its own title and date, whatever is typed below." |
*
* @param {Tickets_Form_Match_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_hint = /** @type {((inputs?: Tickets_Form_Match_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_match_hint(inputs)
	return en_tickets_form_match_hint(inputs)
});