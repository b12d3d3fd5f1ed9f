/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_The_DrawInputs */

const en_away_facts_the_draw = /** @type {(inputs: Away_Facts_The_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The draw:`)
};

const de_away_facts_the_draw = /** @type {(inputs: Away_Facts_The_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Ziehung:`)
};

/**
* | output |
* | --- |
* | "The draw:" |
*
* @param {Away_Facts_The_DrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_the_draw = /** @type {((inputs?: Away_Facts_The_DrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_The_DrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_the_draw(inputs)
	return en_away_facts_the_draw(inputs)
});