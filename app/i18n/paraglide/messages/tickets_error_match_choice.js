/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Error_Match_ChoiceInputs */

const en_tickets_error_match_choice = /** @type {(inputs: Tickets_Error_Match_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an upcoming home match, or Other Match (manual entry)`)
};

const de_tickets_error_match_choice = /** @type {(inputs: Tickets_Error_Match_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein kommendes Heimspiel oder „Anderes Spiel (selbst eintragen)“`)
};

/**
* | output |
* | --- |
* | "Choose an upcoming home match, or Other Match (manual entry)" |
*
* @param {Tickets_Error_Match_ChoiceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_error_match_choice = /** @type {((inputs?: Tickets_Error_Match_ChoiceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Error_Match_ChoiceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_error_match_choice(inputs)
	return en_tickets_error_match_choice(inputs)
});