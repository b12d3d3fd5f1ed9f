/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Unknown_RequestInputs */

const en_away_unknown_request = /** @type {(inputs: Away_Unknown_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown request.`)
};

const de_away_unknown_request = /** @type {(inputs: Away_Unknown_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannte Anfrage.`)
};

/**
* | output |
* | --- |
* | "Unknown request." |
*
* @param {Away_Unknown_RequestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_unknown_request = /** @type {((inputs?: Away_Unknown_RequestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Unknown_RequestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_unknown_request(inputs)
	return en_away_unknown_request(inputs)
});