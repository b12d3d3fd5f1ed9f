/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_Match_TitleInputs */

const en_tickets_form_match_title = /** @type {(inputs: Tickets_Form_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match title`)
};

const de_tickets_form_match_title = /** @type {(inputs: Tickets_Form_Match_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel`)
};

/**
* | output |
* | --- |
* | "Match title" |
*
* @param {Tickets_Form_Match_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_title = /** @type {((inputs?: Tickets_Form_Match_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_match_title(inputs)
	return en_tickets_form_match_title(inputs)
});