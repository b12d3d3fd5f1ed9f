/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_Choose_OrderInputs */

const en_shop_admin_pick_choose_order = /** @type {(inputs: Shop_Admin_Pick_Choose_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an order to mark collected.`)
};

const de_shop_admin_pick_choose_order = /** @type {(inputs: Shop_Admin_Pick_Choose_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Bestellung, die abgeholt wurde.`)
};

/**
* | output |
* | --- |
* | "Choose an order to mark collected." |
*
* @param {Shop_Admin_Pick_Choose_OrderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_choose_order = /** @type {((inputs?: Shop_Admin_Pick_Choose_OrderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Choose_OrderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_choose_order(inputs)
	return en_shop_admin_pick_choose_order(inputs)
});