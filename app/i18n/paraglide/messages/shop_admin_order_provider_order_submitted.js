/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, when: NonNullable<unknown> }} Shop_Admin_Order_Provider_Order_SubmittedInputs */

const en_shop_admin_order_provider_order_submitted = /** @type {(inputs: Shop_Admin_Order_Provider_Order_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Provider order ${i?.id}, submitted ${i?.when}`)
};

const de_shop_admin_order_provider_order_submitted = /** @type {(inputs: Shop_Admin_Order_Provider_Order_SubmittedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auftrag beim Anbieter ${i?.id}, übermittelt am ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Provider order {id}, submitted {when}" |
*
* @param {Shop_Admin_Order_Provider_Order_SubmittedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_provider_order_submitted = /** @type {((inputs: Shop_Admin_Order_Provider_Order_SubmittedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Provider_Order_SubmittedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_provider_order_submitted(inputs)
	return en_shop_admin_order_provider_order_submitted(inputs)
});