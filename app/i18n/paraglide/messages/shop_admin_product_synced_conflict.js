/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_Product_Synced_ConflictInputs */

const en_shop_admin_product_synced_conflict = /** @type {(inputs: Shop_Admin_Product_Synced_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This product is synced from the print-on-demand provider: change it there. It can be deactivated from the products list.`)
};

const de_shop_admin_product_synced_conflict = /** @type {(inputs: Shop_Admin_Product_Synced_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Produkt kommt per Abgleich vom Print-on-Demand-Anbieter: Ändere es dort. In der Produktliste kannst du es deaktivieren.`)
};

/**
* | output |
* | --- |
* | "This product is synced from the print-on-demand provider: change it there. It can be deactivated from the products list." |
*
* @param {Shop_Admin_Product_Synced_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_product_synced_conflict = /** @type {((inputs?: Shop_Admin_Product_Synced_ConflictInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Product_Synced_ConflictInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_product_synced_conflict(inputs)
	return en_shop_admin_product_synced_conflict(inputs)
});