/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_No_NameInputs */

const en_shop_order_no_name = /** @type {(inputs: Shop_Order_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no name)`)
};

const de_shop_order_no_name = /** @type {(inputs: Shop_Order_No_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ohne Namen)`)
};

/**
* | output |
* | --- |
* | "(no name)" |
*
* @param {Shop_Order_No_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_no_name = /** @type {((inputs?: Shop_Order_No_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_No_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_no_name(inputs)
	return en_shop_order_no_name(inputs)
});