/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Not_SubmittedInputs */

const en_shop_admin_order_not_submitted = /** @type {(inputs: Shop_Admin_Order_Not_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not submitted to the provider.`)
};

const de_shop_admin_order_not_submitted = /** @type {(inputs: Shop_Admin_Order_Not_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht an den Anbieter übermittelt.`)
};

/**
* | output |
* | --- |
* | "Not submitted to the provider." |
*
* @param {Shop_Admin_Order_Not_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_not_submitted = /** @type {((inputs?: Shop_Admin_Order_Not_SubmittedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Not_SubmittedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_not_submitted(inputs)
	return en_shop_admin_order_not_submitted(inputs)
});