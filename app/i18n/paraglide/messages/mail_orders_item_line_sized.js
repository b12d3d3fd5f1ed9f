/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, size: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Orders_Item_Line_SizedInputs */

const en_mail_orders_item_line_sized = /** @type {(inputs: Mail_Orders_Item_Line_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name} (size ${i?.size}): ${i?.price}`)
};

const de_mail_orders_item_line_sized = /** @type {(inputs: Mail_Orders_Item_Line_SizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name} (Größe ${i?.size}): ${i?.price}`)
};

/**
* | output |
* | --- |
* | "- {quantity} × {name} (size {size}): {price}" |
*
* @param {Mail_Orders_Item_Line_SizedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_item_line_sized = /** @type {((inputs: Mail_Orders_Item_Line_SizedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Item_Line_SizedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_item_line_sized(inputs)
	return en_mail_orders_item_line_sized(inputs)
});