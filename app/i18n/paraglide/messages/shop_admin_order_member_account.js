/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Order_Member_AccountInputs */

const en_shop_admin_order_member_account = /** @type {(inputs: Shop_Admin_Order_Member_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member account`)
};

const de_shop_admin_order_member_account = /** @type {(inputs: Shop_Admin_Order_Member_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedskonto`)
};

/**
* | output |
* | --- |
* | "Member account" |
*
* @param {Shop_Admin_Order_Member_AccountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_member_account = /** @type {((inputs?: Shop_Admin_Order_Member_AccountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_Member_AccountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_member_account(inputs)
	return en_shop_admin_order_member_account(inputs)
});