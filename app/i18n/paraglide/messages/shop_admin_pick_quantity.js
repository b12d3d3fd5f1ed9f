/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_QuantityInputs */

const en_shop_admin_pick_quantity = /** @type {(inputs: Shop_Admin_Pick_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quantity`)
};

const de_shop_admin_pick_quantity = /** @type {(inputs: Shop_Admin_Pick_QuantityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge`)
};

/**
* | output |
* | --- |
* | "Quantity" |
*
* @param {Shop_Admin_Pick_QuantityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_quantity = /** @type {((inputs?: Shop_Admin_Pick_QuantityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_QuantityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_quantity(inputs)
	return en_shop_admin_pick_quantity(inputs)
});