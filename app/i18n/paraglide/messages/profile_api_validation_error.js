/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Api_Validation_ErrorInputs */

const en_profile_api_validation_error = /** @type {(inputs: Profile_Api_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

const de_profile_api_validation_error = /** @type {(inputs: Profile_Api_Validation_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültige Eingaben`)
};

/**
* | output |
* | --- |
* | "Validation Error" |
*
* @param {Profile_Api_Validation_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_api_validation_error = /** @type {((inputs?: Profile_Api_Validation_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Api_Validation_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_api_validation_error(inputs)
	return en_profile_api_validation_error(inputs)
});