/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Validation_ErrorInputs */

const en_tickets_validation_error = /** @type {(inputs: Tickets_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

const de_tickets_validation_error = /** @type {(inputs: Tickets_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingabe ungültig`)
};

/**
* | output |
* | --- |
* | "Validation Error" |
*
* @param {Tickets_Validation_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_validation_error = /** @type {((inputs?: Tickets_Validation_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Validation_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_validation_error(inputs)
	return en_tickets_validation_error(inputs)
});