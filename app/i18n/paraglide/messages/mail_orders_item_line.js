/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quantity: NonNullable<unknown>, name: NonNullable<unknown>, price: NonNullable<unknown> }} Mail_Orders_Item_LineInputs */

const en_mail_orders_item_line = /** @type {(inputs: Mail_Orders_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name}: ${i?.price}`)
};

const de_mail_orders_item_line = /** @type {(inputs: Mail_Orders_Item_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`- ${i?.quantity} × ${i?.name}: ${i?.price}`)
};

/**
* | output |
* | --- |
* | "- {quantity} × {name}: {price}" |
*
* @param {Mail_Orders_Item_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_item_line = /** @type {((inputs: Mail_Orders_Item_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Item_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_item_line(inputs)
	return en_mail_orders_item_line(inputs)
});