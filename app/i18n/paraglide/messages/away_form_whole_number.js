/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Away_Form_Whole_NumberInputs */

const en_away_form_whole_number = /** @type {(inputs: Away_Form_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a whole number from ${i?.min} to ${i?.max}`)
};

const de_away_form_whole_number = /** @type {(inputs: Away_Form_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} muss eine ganze Zahl von ${i?.min} bis ${i?.max} sein`)
};

/**
* | output |
* | --- |
* | "{label} must be a whole number from {min} to {max}" |
*
* @param {Away_Form_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_whole_number = /** @type {((inputs: Away_Form_Whole_NumberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Whole_NumberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_whole_number(inputs)
	return en_away_form_whole_number(inputs)
});