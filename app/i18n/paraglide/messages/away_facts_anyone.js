/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_AnyoneInputs */

const en_away_facts_anyone = /** @type {(inputs: Away_Facts_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone signed in`)
};

const de_away_facts_anyone = /** @type {(inputs: Away_Facts_AnyoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle, die angemeldet sind`)
};

/**
* | output |
* | --- |
* | "Anyone signed in" |
*
* @param {Away_Facts_AnyoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_anyone = /** @type {((inputs?: Away_Facts_AnyoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_AnyoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_anyone(inputs)
	return en_away_facts_anyone(inputs)
});