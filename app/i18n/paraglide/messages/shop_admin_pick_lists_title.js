/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Pick_Lists_TitleInputs */

const en_shop_admin_pick_lists_title = /** @type {(inputs: Shop_Admin_Pick_Lists_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick lists`)
};

const de_shop_admin_pick_lists_title = /** @type {(inputs: Shop_Admin_Pick_Lists_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packlisten`)
};

/**
* | output |
* | --- |
* | "Pick lists" |
*
* @param {Shop_Admin_Pick_Lists_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_lists_title = /** @type {((inputs?: Shop_Admin_Pick_Lists_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_Lists_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_lists_title(inputs)
	return en_shop_admin_pick_lists_title(inputs)
});