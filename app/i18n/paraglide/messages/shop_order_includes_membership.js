/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Includes_MembershipInputs */

const en_shop_order_includes_membership = /** @type {(inputs: Shop_Order_Includes_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Includes membership`)
};

const de_shop_order_includes_membership = /** @type {(inputs: Shop_Order_Includes_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Mitgliedschaft`)
};

/**
* | output |
* | --- |
* | "Includes membership" |
*
* @param {Shop_Order_Includes_MembershipInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_includes_membership = /** @type {((inputs?: Shop_Order_Includes_MembershipInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Includes_MembershipInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_includes_membership(inputs)
	return en_shop_order_includes_membership(inputs)
});