/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Action_DeliveredInputs */

const en_shop_admin_order_action_delivered = /** @type {(inputs: Shop_Admin_Order_Action_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark delivered`)
};

const de_shop_admin_order_action_delivered = /** @type {(inputs: Shop_Admin_Order_Action_DeliveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als zugestellt markieren`)
};

/**
* | output |
* | --- |
* | "Mark delivered" |
*
* @param {Shop_Admin_Order_Action_DeliveredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_action_delivered = /** @type {((inputs?: Shop_Admin_Order_Action_DeliveredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Action_DeliveredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_action_delivered(inputs)
	return en_shop_admin_order_action_delivered(inputs)
});