/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_ShowInputs */

const en_shop_admin_pick_show = /** @type {(inputs: Shop_Admin_Pick_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show pick list`)
};

const de_shop_admin_pick_show = /** @type {(inputs: Shop_Admin_Pick_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packliste zeigen`)
};

/**
* | output |
* | --- |
* | "Show pick list" |
*
* @param {Shop_Admin_Pick_ShowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_show = /** @type {((inputs?: Shop_Admin_Pick_ShowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_ShowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_show(inputs)
	return en_shop_admin_pick_show(inputs)
});