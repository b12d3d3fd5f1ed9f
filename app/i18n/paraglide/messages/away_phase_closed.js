/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Phase_ClosedInputs */

const en_away_phase_closed = /** @type {(inputs: Away_Phase_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed: the draw is next`)
};

const de_away_phase_closed = /** @type {(inputs: Away_Phase_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschlossen: Als Nächstes wird gezogen`)
};

/**
* | output |
* | --- |
* | "Closed: the draw is next" |
*
* @param {Away_Phase_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_closed = /** @type {((inputs?: Away_Phase_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_phase_closed(inputs)
	return en_away_phase_closed(inputs)
});