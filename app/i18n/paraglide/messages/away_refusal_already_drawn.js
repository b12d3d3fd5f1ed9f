/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Already_DrawnInputs */

const en_away_refusal_already_drawn = /** @type {(inputs: Away_Refusal_Already_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot has already been drawn.`)
};

const de_away_refusal_already_drawn = /** @type {(inputs: Away_Refusal_Already_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung wurde schon gezogen.`)
};

/**
* | output |
* | --- |
* | "This ballot has already been drawn." |
*
* @param {Away_Refusal_Already_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_already_drawn = /** @type {((inputs?: Away_Refusal_Already_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Already_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_already_drawn(inputs)
	return en_away_refusal_already_drawn(inputs)
});