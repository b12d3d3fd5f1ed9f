/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Shop_Admin_Order_Paid_AtInputs */

const en_shop_admin_order_paid_at = /** @type {(inputs: Shop_Admin_Order_Paid_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paid ${i?.when}`)
};

const de_shop_admin_order_paid_at = /** @type {(inputs: Shop_Admin_Order_Paid_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bezahlt am ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Paid {when}" |
*
* @param {Shop_Admin_Order_Paid_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_paid_at = /** @type {((inputs: Shop_Admin_Order_Paid_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Paid_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_paid_at(inputs)
	return en_shop_admin_order_paid_at(inputs)
});