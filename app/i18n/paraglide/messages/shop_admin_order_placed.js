/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Shop_Admin_Order_PlacedInputs */

const en_shop_admin_order_placed = /** @type {(inputs: Shop_Admin_Order_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.when}`)
};

const de_shop_admin_order_placed = /** @type {(inputs: Shop_Admin_Order_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellt am ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Placed {when}" |
*
* @param {Shop_Admin_Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_placed = /** @type {((inputs: Shop_Admin_Order_PlacedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_PlacedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_placed(inputs)
	return en_shop_admin_order_placed(inputs)
});