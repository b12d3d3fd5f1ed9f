/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Api_Product_SyncedInputs */

const en_shop_api_product_synced = /** @type {(inputs: Shop_Api_Product_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product is synced from Printify; the next sync would overwrite edits. Only isActive can change.`)
};

const de_shop_api_product_synced = /** @type {(inputs: Shop_Api_Product_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Produkt kommt per Abgleich von Printify; der nächste Abgleich würde Änderungen überschreiben. Nur isActive lässt sich ändern.`)
};

/**
* | output |
* | --- |
* | "This product is synced from Printify; the next sync would overwrite edits. Only isActive can change." |
*
* @param {Shop_Api_Product_SyncedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_api_product_synced = /** @type {((inputs?: Shop_Api_Product_SyncedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Api_Product_SyncedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_api_product_synced(inputs)
	return en_shop_api_product_synced(inputs)
});