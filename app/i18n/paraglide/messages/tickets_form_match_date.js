/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_Match_DateInputs */

const en_tickets_form_match_date = /** @type {(inputs: Tickets_Form_Match_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match date`)
};

const de_tickets_form_match_date = /** @type {(inputs: Tickets_Form_Match_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieldatum`)
};

/**
* | output |
* | --- |
* | "Match date" |
*
* @param {Tickets_Form_Match_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_match_date = /** @type {((inputs?: Tickets_Form_Match_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Match_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_match_date(inputs)
	return en_tickets_form_match_date(inputs)
});