/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Toast_WithdrawnInputs */

const en_away_toast_withdrawn = /** @type {(inputs: Away_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawn`)
};

const de_away_toast_withdrawn = /** @type {(inputs: Away_Toast_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückgezogen`)
};

/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Away_Toast_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_withdrawn = /** @type {((inputs?: Away_Toast_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_toast_withdrawn(inputs)
	return en_away_toast_withdrawn(inputs)
});