/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_Price_RequiredInputs */

const en_away_form_price_required = /** @type {(inputs: Away_Form_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price is required`)
};

const de_away_form_price_required = /** @type {(inputs: Away_Form_Price_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis fehlt`)
};

/**
* | output |
* | --- |
* | "Price is required" |
*
* @param {Away_Form_Price_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_price_required = /** @type {((inputs?: Away_Form_Price_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_Price_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_price_required(inputs)
	return en_away_form_price_required(inputs)
});