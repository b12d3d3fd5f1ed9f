/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Shop_Admin_Pick_To_CollectInputs */

const en_shop_admin_pick_to_collect = /** @type {(inputs: Shop_Admin_Pick_To_CollectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To collect ${i?.amount}`)
};

const de_shop_admin_pick_to_collect = /** @type {(inputs: Shop_Admin_Pick_To_CollectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} kassieren`)
};

/**
* | output |
* | --- |
* | "To collect {amount}" |
*
* @param {Shop_Admin_Pick_To_CollectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_to_collect = /** @type {((inputs: Shop_Admin_Pick_To_CollectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_To_CollectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_to_collect(inputs)
	return en_shop_admin_pick_to_collect(inputs)
});