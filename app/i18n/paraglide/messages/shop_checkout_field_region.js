/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Field_RegionInputs */

const en_shop_checkout_field_region = /** @type {(inputs: Shop_Checkout_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State / region`)
};

const de_shop_checkout_field_region = /** @type {(inputs: Shop_Checkout_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundesland / Region`)
};

/**
* | output |
* | --- |
* | "State / region" |
*
* @param {Shop_Checkout_Field_RegionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_region = /** @type {((inputs?: Shop_Checkout_Field_RegionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_RegionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_field_region(inputs)
	return en_shop_checkout_field_region(inputs)
});