/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ provider: NonNullable<unknown> }} Shop_Admin_Products_SyncedInputs */

const en_shop_admin_products_synced = /** @type {(inputs: Shop_Admin_Products_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced from ${i?.provider}`)
};

const de_shop_admin_products_synced = /** @type {(inputs: Shop_Admin_Products_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.provider} abgeglichen`)
};

/**
* | output |
* | --- |
* | "Synced from {provider}" |
*
* @param {Shop_Admin_Products_SyncedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_products_synced = /** @type {((inputs: Shop_Admin_Products_SyncedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Products_SyncedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_products_synced(inputs)
	return en_shop_admin_products_synced(inputs)
});