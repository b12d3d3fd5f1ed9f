/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Phase_OpenInputs */

const en_away_phase_open = /** @type {(inputs: Away_Phase_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open for applications`)
};

const de_away_phase_open = /** @type {(inputs: Away_Phase_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung offen`)
};

/**
* | output |
* | --- |
* | "Open for applications" |
*
* @param {Away_Phase_OpenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_open = /** @type {((inputs?: Away_Phase_OpenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_OpenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_phase_open(inputs)
	return en_away_phase_open(inputs)
});