/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Send_Failed_TitleInputs */

const en_shop_admin_order_send_failed_title = /** @type {(inputs: Shop_Admin_Order_Send_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify submission failed`)
};

const de_shop_admin_order_send_failed_title = /** @type {(inputs: Shop_Admin_Order_Send_Failed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übermittlung an Printify fehlgeschlagen`)
};

/**
* | output |
* | --- |
* | "Printify submission failed" |
*
* @param {Shop_Admin_Order_Send_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_send_failed_title = /** @type {((inputs?: Shop_Admin_Order_Send_Failed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Send_Failed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_send_failed_title(inputs)
	return en_shop_admin_order_send_failed_title(inputs)
});