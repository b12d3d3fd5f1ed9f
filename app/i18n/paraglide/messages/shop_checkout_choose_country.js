/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Choose_CountryInputs */

const en_shop_checkout_choose_country = /** @type {(inputs: Shop_Checkout_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a country`)
};

const de_shop_checkout_choose_country = /** @type {(inputs: Shop_Checkout_Choose_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähl ein Land`)
};

/**
* | output |
* | --- |
* | "Choose a country" |
*
* @param {Shop_Checkout_Choose_CountryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_choose_country = /** @type {((inputs?: Shop_Checkout_Choose_CountryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Choose_CountryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_choose_country(inputs)
	return en_shop_checkout_choose_country(inputs)
});