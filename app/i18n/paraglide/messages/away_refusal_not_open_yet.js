/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Not_Open_YetInputs */

const en_away_refusal_not_open_yet = /** @type {(inputs: Away_Refusal_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications have not opened yet.`)
};

const de_away_refusal_not_open_yet = /** @type {(inputs: Away_Refusal_Not_Open_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung ist noch nicht geöffnet.`)
};

/**
* | output |
* | --- |
* | "Applications have not opened yet." |
*
* @param {Away_Refusal_Not_Open_YetInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_not_open_yet = /** @type {((inputs?: Away_Refusal_Not_Open_YetInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Not_Open_YetInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_not_open_yet(inputs)
	return en_away_refusal_not_open_yet(inputs)
});