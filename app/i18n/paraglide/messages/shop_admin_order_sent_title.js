/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Sent_TitleInputs */

const en_shop_admin_order_sent_title = /** @type {(inputs: Shop_Admin_Order_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent to Printify`)
};

const de_shop_admin_order_sent_title = /** @type {(inputs: Shop_Admin_Order_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An Printify gesendet`)
};

/**
* | output |
* | --- |
* | "Sent to Printify" |
*
* @param {Shop_Admin_Order_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_sent_title = /** @type {((inputs?: Shop_Admin_Order_Sent_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Sent_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_sent_title(inputs)
	return en_shop_admin_order_sent_title(inputs)
});