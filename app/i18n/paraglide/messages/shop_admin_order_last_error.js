/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ error: NonNullable<unknown> }} Shop_Admin_Order_Last_ErrorInputs */

const en_shop_admin_order_last_error = /** @type {(inputs: Shop_Admin_Order_Last_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last error: ${i?.error}`)
};

const de_shop_admin_order_last_error = /** @type {(inputs: Shop_Admin_Order_Last_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzter Fehler: ${i?.error}`)
};

/**
* | output |
* | --- |
* | "Last error: {error}" |
*
* @param {Shop_Admin_Order_Last_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_last_error = /** @type {((inputs: Shop_Admin_Order_Last_ErrorInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Last_ErrorInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_last_error(inputs)
	return en_shop_admin_order_last_error(inputs)
});