/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Next_StepsInputs */

const en_shop_admin_order_next_steps = /** @type {(inputs: Shop_Admin_Order_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next steps`)
};

const de_shop_admin_order_next_steps = /** @type {(inputs: Shop_Admin_Order_Next_StepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nächste Schritte`)
};

/**
* | output |
* | --- |
* | "Next steps" |
*
* @param {Shop_Admin_Order_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_next_steps = /** @type {((inputs?: Shop_Admin_Order_Next_StepsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Next_StepsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_next_steps(inputs)
	return en_shop_admin_order_next_steps(inputs)
});