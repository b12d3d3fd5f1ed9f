/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_CollectedInputs */

const en_shop_admin_pick_collected = /** @type {(inputs: Shop_Admin_Pick_CollectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collected`)
};

const de_shop_admin_pick_collected = /** @type {(inputs: Shop_Admin_Pick_CollectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgeholt`)
};

/**
* | output |
* | --- |
* | "Collected" |
*
* @param {Shop_Admin_Pick_CollectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_collected = /** @type {((inputs?: Shop_Admin_Pick_CollectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_CollectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_collected(inputs)
	return en_shop_admin_pick_collected(inputs)
});