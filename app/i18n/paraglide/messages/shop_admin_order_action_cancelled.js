/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Action_CancelledInputs */

const en_shop_admin_order_action_cancelled = /** @type {(inputs: Shop_Admin_Order_Action_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel order`)
};

const de_shop_admin_order_action_cancelled = /** @type {(inputs: Shop_Admin_Order_Action_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung stornieren`)
};

/**
* | output |
* | --- |
* | "Cancel order" |
*
* @param {Shop_Admin_Order_Action_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_action_cancelled = /** @type {((inputs?: Shop_Admin_Order_Action_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Action_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_action_cancelled(inputs)
	return en_shop_admin_order_action_cancelled(inputs)
});