/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Action_ShippedInputs */

const en_shop_admin_order_action_shipped = /** @type {(inputs: Shop_Admin_Order_Action_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark shipped`)
};

const de_shop_admin_order_action_shipped = /** @type {(inputs: Shop_Admin_Order_Action_ShippedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als versandt markieren`)
};

/**
* | output |
* | --- |
* | "Mark shipped" |
*
* @param {Shop_Admin_Order_Action_ShippedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_action_shipped = /** @type {((inputs?: Shop_Admin_Order_Action_ShippedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Action_ShippedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_action_shipped(inputs)
	return en_shop_admin_order_action_shipped(inputs)
});