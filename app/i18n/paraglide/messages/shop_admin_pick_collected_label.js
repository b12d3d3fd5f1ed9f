/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, name: NonNullable<unknown> }} Shop_Admin_Pick_Collected_LabelInputs */

const en_shop_admin_pick_collected_label = /** @type {(inputs: Shop_Admin_Pick_Collected_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Collected: order #${i?.number} for ${i?.name}`)
};

const de_shop_admin_pick_collected_label = /** @type {(inputs: Shop_Admin_Pick_Collected_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abgeholt: Bestellung #${i?.number} für ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Collected: order #{number} for {name}" |
*
* @param {Shop_Admin_Pick_Collected_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_collected_label = /** @type {((inputs: Shop_Admin_Pick_Collected_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Collected_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_collected_label(inputs)
	return en_shop_admin_pick_collected_label(inputs)
});