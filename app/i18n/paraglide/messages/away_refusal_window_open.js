/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Window_OpenInputs */

const en_away_refusal_window_open = /** @type {(inputs: Away_Refusal_Window_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The draw can only be made once applications have closed.`)
};

const de_away_refusal_window_open = /** @type {(inputs: Away_Refusal_Window_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezogen werden kann erst, wenn die Bewerbung geschlossen ist.`)
};

/**
* | output |
* | --- |
* | "The draw can only be made once applications have closed." |
*
* @param {Away_Refusal_Window_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_window_open = /** @type {((inputs?: Away_Refusal_Window_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Window_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_window_open(inputs)
	return en_away_refusal_window_open(inputs)
});