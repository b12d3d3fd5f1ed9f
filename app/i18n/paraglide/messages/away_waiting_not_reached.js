/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Waiting_Not_ReachedInputs */

const en_away_waiting_not_reached = /** @type {(inputs: Away_Waiting_Not_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not reached in the draw`)
};

const de_away_waiting_not_reached = /** @type {(inputs: Away_Waiting_Not_ReachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bei der Ziehung nicht erreicht`)
};

/**
* | output |
* | --- |
* | "not reached in the draw" |
*
* @param {Away_Waiting_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_waiting_not_reached = /** @type {((inputs?: Away_Waiting_Not_ReachedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Waiting_Not_ReachedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_waiting_not_reached(inputs)
	return en_away_waiting_not_reached(inputs)
});