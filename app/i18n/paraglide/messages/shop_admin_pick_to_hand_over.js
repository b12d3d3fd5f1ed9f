/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Shop_Admin_Pick_To_Hand_OverInputs */

const en_shop_admin_pick_to_hand_over = /** @type {(inputs: Shop_Admin_Pick_To_Hand_OverInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} order to hand over`);
	return /** @type {LocalizedString} */ (`${i?.count} orders to hand over`)
	
};

const de_shop_admin_pick_to_hand_over = /** @type {(inputs: Shop_Admin_Pick_To_Hand_OverInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Bestellung zu übergeben`);
	return /** @type {LocalizedString} */ (`${i?.count} Bestellungen zu übergeben`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order to hand over" |
* | * | "{count} orders to hand over" |
*
* @param {Shop_Admin_Pick_To_Hand_OverInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_to_hand_over = /** @type {((inputs: Shop_Admin_Pick_To_Hand_OverInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_To_Hand_OverInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_to_hand_over(inputs)
	return en_shop_admin_pick_to_hand_over(inputs)
});