/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Action_PendingInputs */

const en_shop_admin_order_action_pending = /** @type {(inputs: Shop_Admin_Order_Action_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to pending`)
};

const de_shop_admin_order_action_pending = /** @type {(inputs: Shop_Admin_Order_Action_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück auf offen`)
};

/**
* | output |
* | --- |
* | "Back to pending" |
*
* @param {Shop_Admin_Order_Action_PendingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_action_pending = /** @type {((inputs?: Shop_Admin_Order_Action_PendingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Action_PendingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_action_pending(inputs)
	return en_shop_admin_order_action_pending(inputs)
});