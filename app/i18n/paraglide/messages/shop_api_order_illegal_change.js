/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, status: NonNullable<unknown> }} Shop_Api_Order_Illegal_ChangeInputs */

const en_shop_api_order_illegal_change = /** @type {(inputs: Shop_Api_Order_Illegal_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An order that is ${i?.from} cannot become ${i?.status}`)
};

const de_shop_api_order_illegal_change = /** @type {(inputs: Shop_Api_Order_Illegal_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Bestellung, die ${i?.from} ist, kann nicht auf „${i?.status}“ gesetzt werden`)
};

/**
* | output |
* | --- |
* | "An order that is {from} cannot become {status}" |
*
* @param {Shop_Api_Order_Illegal_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_api_order_illegal_change = /** @type {((inputs: Shop_Api_Order_Illegal_ChangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Api_Order_Illegal_ChangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_api_order_illegal_change(inputs)
	return en_shop_api_order_illegal_change(inputs)
});