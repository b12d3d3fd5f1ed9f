/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_PayingInputs */

const en_away_facts_paying = /** @type {(inputs: Away_Facts_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying`)
};

const de_away_facts_paying = /** @type {(inputs: Away_Facts_PayingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlen`)
};

/**
* | output |
* | --- |
* | "Paying" |
*
* @param {Away_Facts_PayingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_paying = /** @type {((inputs?: Away_Facts_PayingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_PayingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_paying(inputs)
	return en_away_facts_paying(inputs)
});