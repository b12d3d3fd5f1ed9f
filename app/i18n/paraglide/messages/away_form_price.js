/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Form_PriceInputs */

const en_away_form_price = /** @type {(inputs: Away_Form_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`price`)
};

const de_away_form_price = /** @type {(inputs: Away_Form_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis`)
};

/**
* | output |
* | --- |
* | "price" |
*
* @param {Away_Form_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_form_price = /** @type {((inputs?: Away_Form_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Form_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_form_price(inputs)
	return en_away_form_price(inputs)
});