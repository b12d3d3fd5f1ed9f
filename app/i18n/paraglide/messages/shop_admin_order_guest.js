/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_GuestInputs */

const en_shop_admin_order_guest = /** @type {(inputs: Shop_Admin_Order_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guest checkout`)
};

const de_shop_admin_order_guest = /** @type {(inputs: Shop_Admin_Order_GuestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Gast bestellt`)
};

/**
* | output |
* | --- |
* | "Guest checkout" |
*
* @param {Shop_Admin_Order_GuestInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_guest = /** @type {((inputs?: Shop_Admin_Order_GuestInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_GuestInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_guest(inputs)
	return en_shop_admin_order_guest(inputs)
});