/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_No_EventsInputs */

const en_shop_admin_product_no_events = /** @type {(inputs: Shop_Admin_Product_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events to choose.`)
};

const de_shop_admin_product_no_events = /** @type {(inputs: Shop_Admin_Product_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine kommenden Termine zur Auswahl.`)
};

/**
* | output |
* | --- |
* | "No upcoming events to choose." |
*
* @param {Shop_Admin_Product_No_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_no_events = /** @type {((inputs?: Shop_Admin_Product_No_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_No_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_no_events(inputs)
	return en_shop_admin_product_no_events(inputs)
});