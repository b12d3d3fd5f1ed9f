/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_WhoInputs */

const en_away_facts_who = /** @type {(inputs: Away_Facts_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who may apply`)
};

const de_away_facts_who = /** @type {(inputs: Away_Facts_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer sich bewerben darf`)
};

/**
* | output |
* | --- |
* | "Who may apply" |
*
* @param {Away_Facts_WhoInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_who = /** @type {((inputs?: Away_Facts_WhoInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_WhoInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_who(inputs)
	return en_away_facts_who(inputs)
});