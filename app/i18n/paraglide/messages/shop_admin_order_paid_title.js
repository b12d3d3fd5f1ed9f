/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Paid_TitleInputs */

const en_shop_admin_order_paid_title = /** @type {(inputs: Shop_Admin_Order_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment recorded`)
};

const de_shop_admin_order_paid_title = /** @type {(inputs: Shop_Admin_Order_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung erfasst`)
};

/**
* | output |
* | --- |
* | "Payment recorded" |
*
* @param {Shop_Admin_Order_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_paid_title = /** @type {((inputs?: Shop_Admin_Order_Paid_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Paid_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_paid_title(inputs)
	return en_shop_admin_order_paid_title(inputs)
});