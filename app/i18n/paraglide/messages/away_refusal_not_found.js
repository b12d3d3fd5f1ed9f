/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Not_FoundInputs */

const en_away_refusal_not_found = /** @type {(inputs: Away_Refusal_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot not found.`)
};

const de_away_refusal_not_found = /** @type {(inputs: Away_Refusal_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung nicht gefunden.`)
};

/**
* | output |
* | --- |
* | "Ballot not found." |
*
* @param {Away_Refusal_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_not_found = /** @type {((inputs?: Away_Refusal_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_not_found(inputs)
	return en_away_refusal_not_found(inputs)
});