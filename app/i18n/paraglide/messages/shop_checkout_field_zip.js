/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Field_ZipInputs */

const en_shop_checkout_field_zip = /** @type {(inputs: Shop_Checkout_Field_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postal code`)
};

const de_shop_checkout_field_zip = /** @type {(inputs: Shop_Checkout_Field_ZipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postleitzahl`)
};

/**
* | output |
* | --- |
* | "Postal code" |
*
* @param {Shop_Checkout_Field_ZipInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_zip = /** @type {((inputs?: Shop_Checkout_Field_ZipInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_ZipInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_field_zip(inputs)
	return en_shop_checkout_field_zip(inputs)
});