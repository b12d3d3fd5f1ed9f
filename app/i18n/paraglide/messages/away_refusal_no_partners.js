/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_No_PartnersInputs */

const en_away_refusal_no_partners = /** @type {(inputs: Away_Refusal_No_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot takes one ticket per application.`)
};

const de_away_refusal_no_partners = /** @type {(inputs: Away_Refusal_No_PartnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei dieser Verlosung gibt es ein Ticket pro Bewerbung.`)
};

/**
* | output |
* | --- |
* | "This ballot takes one ticket per application." |
*
* @param {Away_Refusal_No_PartnersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_no_partners = /** @type {((inputs?: Away_Refusal_No_PartnersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_No_PartnersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_no_partners(inputs)
	return en_away_refusal_no_partners(inputs)
});