/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Chosen_EventsInputs */

const en_shop_admin_product_chosen_events = /** @type {(inputs: Shop_Admin_Product_Chosen_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen events:`)
};

const de_shop_admin_product_chosen_events = /** @type {(inputs: Shop_Admin_Product_Chosen_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausgewählte Termine:`)
};

/**
* | output |
* | --- |
* | "Chosen events:" |
*
* @param {Shop_Admin_Product_Chosen_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_chosen_events = /** @type {((inputs?: Shop_Admin_Product_Chosen_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Chosen_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_chosen_events(inputs)
	return en_shop_admin_product_chosen_events(inputs)
});