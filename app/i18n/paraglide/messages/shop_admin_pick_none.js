/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_NoneInputs */

const en_shop_admin_pick_none = /** @type {(inputs: Shop_Admin_Pick_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders are waiting to be collected at an event.`)
};

const de_shop_admin_pick_none = /** @type {(inputs: Shop_Admin_Pick_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bestellung wartet auf Abholung bei einem Termin.`)
};

/**
* | output |
* | --- |
* | "No orders are waiting to be collected at an event." |
*
* @param {Shop_Admin_Pick_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_none = /** @type {((inputs?: Shop_Admin_Pick_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_none(inputs)
	return en_shop_admin_pick_none(inputs)
});