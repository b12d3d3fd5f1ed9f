/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Action_ProcessingInputs */

const en_shop_admin_order_action_processing = /** @type {(inputs: Shop_Admin_Order_Action_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark processing`)
};

const de_shop_admin_order_action_processing = /** @type {(inputs: Shop_Admin_Order_Action_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als in Bearbeitung markieren`)
};

/**
* | output |
* | --- |
* | "Mark processing" |
*
* @param {Shop_Admin_Order_Action_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_action_processing = /** @type {((inputs?: Shop_Admin_Order_Action_ProcessingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Action_ProcessingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_action_processing(inputs)
	return en_shop_admin_order_action_processing(inputs)
});