/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Choose_ActionInputs */

const en_shop_admin_order_choose_action = /** @type {(inputs: Shop_Admin_Order_Choose_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the actions shown.`)
};

const de_shop_admin_order_choose_action = /** @type {(inputs: Shop_Admin_Order_Choose_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der angezeigten Aktionen.`)
};

/**
* | output |
* | --- |
* | "Choose one of the actions shown." |
*
* @param {Shop_Admin_Order_Choose_ActionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_choose_action = /** @type {((inputs?: Shop_Admin_Order_Choose_ActionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Choose_ActionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_choose_action(inputs)
	return en_shop_admin_order_choose_action(inputs)
});