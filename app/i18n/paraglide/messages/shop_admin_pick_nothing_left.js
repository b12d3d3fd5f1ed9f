/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_Nothing_LeftInputs */

const en_shop_admin_pick_nothing_left = /** @type {(inputs: Shop_Admin_Pick_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing left to hand over at this event.`)
};

const de_shop_admin_pick_nothing_left = /** @type {(inputs: Shop_Admin_Pick_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bei diesem Termin ist nichts mehr zu übergeben.`)
};

/**
* | output |
* | --- |
* | "Nothing left to hand over at this event." |
*
* @param {Shop_Admin_Pick_Nothing_LeftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_nothing_left = /** @type {((inputs?: Shop_Admin_Pick_Nothing_LeftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Nothing_LeftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_nothing_left(inputs)
	return en_shop_admin_pick_nothing_left(inputs)
});