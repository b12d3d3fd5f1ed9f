/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Status_PassedInputs */

const en_away_status_passed = /** @type {(inputs: Away_Status_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not paid in time: the place passed on`)
};

const de_away_status_passed = /** @type {(inputs: Away_Status_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht rechtzeitig bezahlt: Der Platz ging weiter`)
};

/**
* | output |
* | --- |
* | "Not paid in time: the place passed on" |
*
* @param {Away_Status_PassedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_status_passed = /** @type {((inputs?: Away_Status_PassedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Status_PassedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_status_passed(inputs)
	return en_away_status_passed(inputs)
});