/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Pay_HoursInputs */

const en_away_form_pay_hours = /** @type {(inputs: Away_Form_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours to pay`)
};

const de_away_form_pay_hours = /** @type {(inputs: Away_Form_Pay_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stunden zum Bezahlen`)
};

/**
* | output |
* | --- |
* | "Hours to pay" |
*
* @param {Away_Form_Pay_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_pay_hours = /** @type {((inputs?: Away_Form_Pay_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Pay_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_pay_hours(inputs)
	return en_away_form_pay_hours(inputs)
});