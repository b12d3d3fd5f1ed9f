/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Phase_DrawnInputs */

const en_away_phase_drawn = /** @type {(inputs: Away_Phase_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawn`)
};

const de_away_phase_drawn = /** @type {(inputs: Away_Phase_DrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gezogen`)
};

/**
* | output |
* | --- |
* | "Drawn" |
*
* @param {Away_Phase_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_drawn = /** @type {((inputs?: Away_Phase_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_phase_drawn(inputs)
	return en_away_phase_drawn(inputs)
});