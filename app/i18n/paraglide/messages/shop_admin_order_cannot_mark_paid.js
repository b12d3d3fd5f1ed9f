/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Cannot_Mark_PaidInputs */

const en_shop_admin_order_cannot_mark_paid = /** @type {(inputs: Shop_Admin_Order_Cannot_Mark_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is already paid, is paid by card, or was cancelled.`)
};

const de_shop_admin_order_cannot_mark_paid = /** @type {(inputs: Shop_Admin_Order_Cannot_Mark_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestellung ist schon bezahlt, wird per Karte bezahlt oder wurde storniert.`)
};

/**
* | output |
* | --- |
* | "This order is already paid, is paid by card, or was cancelled." |
*
* @param {Shop_Admin_Order_Cannot_Mark_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_cannot_mark_paid = /** @type {((inputs?: Shop_Admin_Order_Cannot_Mark_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Cannot_Mark_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_cannot_mark_paid(inputs)
	return en_shop_admin_order_cannot_mark_paid(inputs)
});