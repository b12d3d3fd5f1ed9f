/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Field_Address2Inputs */

const en_shop_checkout_field_address2 = /** @type {(inputs: Shop_Checkout_Field_Address2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address line 2`)
};

const de_shop_checkout_field_address2 = /** @type {(inputs: Shop_Checkout_Field_Address2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresszusatz`)
};

/**
* | output |
* | --- |
* | "Address line 2" |
*
* @param {Shop_Checkout_Field_Address2Inputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_field_address2 = /** @type {((inputs?: Shop_Checkout_Field_Address2Inputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Field_Address2Inputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_field_address2(inputs)
	return en_shop_checkout_field_address2(inputs)
});