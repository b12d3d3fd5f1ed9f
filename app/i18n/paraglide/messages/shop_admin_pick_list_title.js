/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ event: NonNullable<unknown> }} Shop_Admin_Pick_List_TitleInputs */

const en_shop_admin_pick_list_title = /** @type {(inputs: Shop_Admin_Pick_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pick list: ${i?.event}`)
};

const de_shop_admin_pick_list_title = /** @type {(inputs: Shop_Admin_Pick_List_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Packliste: ${i?.event}`)
};

/**
* | output |
* | --- |
* | "Pick list: {event}" |
*
* @param {Shop_Admin_Pick_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_pick_list_title = /** @type {((inputs: Shop_Admin_Pick_List_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Pick_List_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_pick_list_title(inputs)
	return en_shop_admin_pick_list_title(inputs)
});