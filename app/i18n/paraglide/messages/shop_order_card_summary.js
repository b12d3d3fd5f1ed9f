/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, quantity: NonNullable<unknown>, total: NonNullable<unknown> }} Shop_Order_Card_SummaryInputs */

const en_shop_order_card_summary = /** @type {(inputs: Shop_Order_Card_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.date} · Quantity ${i?.quantity} · Total ${i?.total}`)
};

const de_shop_order_card_summary = /** @type {(inputs: Shop_Order_Card_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellt am ${i?.date} · Menge ${i?.quantity} · Summe ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Placed {date} · Quantity {quantity} · Total {total}" |
*
* @param {Shop_Order_Card_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_card_summary = /** @type {((inputs: Shop_Order_Card_SummaryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Card_SummaryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_card_summary(inputs)
	return en_shop_order_card_summary(inputs)
});