/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Events_RequiredInputs */

const en_shop_admin_product_events_required = /** @type {(inputs: Shop_Admin_Product_Events_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick at least one event, or choose every home match`)
};

const de_shop_admin_product_events_required = /** @type {(inputs: Shop_Admin_Product_Events_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreuze mindestens einen Termin an oder wähle „Jedes Heimspiel“`)
};

/**
* | output |
* | --- |
* | "Tick at least one event, or choose every home match" |
*
* @param {Shop_Admin_Product_Events_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_events_required = /** @type {((inputs?: Shop_Admin_Product_Events_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Events_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_events_required(inputs)
	return en_shop_admin_product_events_required(inputs)
});