/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Form_Validation_TitleInputs */

const en_profile_form_validation_title = /** @type {(inputs: Profile_Form_Validation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validation Error`)
};

const de_profile_form_validation_title = /** @type {(inputs: Profile_Form_Validation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingaben unvollständig`)
};

/**
* | output |
* | --- |
* | "Validation Error" |
*
* @param {Profile_Form_Validation_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_form_validation_title = /** @type {((inputs?: Profile_Form_Validation_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Form_Validation_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_form_validation_title(inputs)
	return en_profile_form_validation_title(inputs)
});