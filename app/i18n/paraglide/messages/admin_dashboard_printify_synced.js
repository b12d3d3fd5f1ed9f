/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, count: NonNullable<unknown> }} Admin_Dashboard_Printify_SyncedInputs */

const en_admin_dashboard_printify_synced = /** @type {(inputs: Admin_Dashboard_Printify_SyncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Last synced ${i?.when}; ${i?.count} product in the shop.`);
	return /** @type {LocalizedString} */ (`Last synced ${i?.when}; ${i?.count} products in the shop.`)
	
};

const de_admin_dashboard_printify_synced = /** @type {(inputs: Admin_Dashboard_Printify_SyncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Zuletzt abgeglichen ${i?.when}; ${i?.count} Produkt im Shop.`);
	return /** @type {LocalizedString} */ (`Zuletzt abgeglichen ${i?.when}; ${i?.count} Produkte im Shop.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Last synced {when}; {count} product in the shop." |
* | * | "Last synced {when}; {count} products in the shop." |
*
* @param {Admin_Dashboard_Printify_SyncedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_printify_synced = /** @type {((inputs: Admin_Dashboard_Printify_SyncedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Printify_SyncedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_printify_synced(inputs)
	return en_admin_dashboard_printify_synced(inputs)
});