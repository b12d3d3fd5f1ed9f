/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Shop_Admin_Orders_Open_LabelInputs */

const en_shop_admin_orders_open_label = /** @type {(inputs: Shop_Admin_Orders_Open_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open order #${i?.number}`)
};

const de_shop_admin_orders_open_label = /** @type {(inputs: Shop_Admin_Orders_Open_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} öffnen`)
};

/**
* | output |
* | --- |
* | "Open order #{number}" |
*
* @param {Shop_Admin_Orders_Open_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_orders_open_label = /** @type {((inputs: Shop_Admin_Orders_Open_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Orders_Open_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_orders_open_label(inputs)
	return en_shop_admin_orders_open_label(inputs)
});