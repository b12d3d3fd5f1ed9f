/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Status_OfferedInputs */

const en_away_status_offered = /** @type {(inputs: Away_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place offered: pay by the deadline`)
};

const de_away_status_offered = /** @type {(inputs: Away_Status_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz angeboten: Zahle bis zur Frist`)
};

/**
* | output |
* | --- |
* | "Place offered: pay by the deadline" |
*
* @param {Away_Status_OfferedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_offered = /** @type {((inputs?: Away_Status_OfferedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_OfferedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_status_offered(inputs)
	return en_away_status_offered(inputs)
});