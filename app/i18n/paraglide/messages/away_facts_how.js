/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_HowInputs */

const en_away_facts_how = /** @type {(inputs: Away_Facts_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the draw works`)
};

const de_away_facts_how = /** @type {(inputs: Away_Facts_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So funktioniert die Ziehung`)
};

/**
* | output |
* | --- |
* | "How the draw works" |
*
* @param {Away_Facts_HowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_how = /** @type {((inputs?: Away_Facts_HowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_HowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_how(inputs)
	return en_away_facts_how(inputs)
});