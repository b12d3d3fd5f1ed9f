/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Status_WaitingInputs */

const en_away_status_waiting = /** @type {(inputs: Away_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting: not reached in the draw`)
};

const de_away_status_waiting = /** @type {(inputs: Away_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wartet: Bei der Ziehung nicht erreicht`)
};

/**
* | output |
* | --- |
* | "Waiting: not reached in the draw" |
*
* @param {Away_Status_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_waiting = /** @type {((inputs?: Away_Status_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_status_waiting(inputs)
	return en_away_status_waiting(inputs)
});