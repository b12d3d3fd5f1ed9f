/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown>, created: NonNullable<unknown>, updated: NonNullable<unknown>, hidden: NonNullable<unknown> }} Shop_Sync_CountsInputs */

const en_shop_sync_counts = /** @type {(inputs: Shop_Sync_CountsInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} product from Printify: ${i?.created} new, ${i?.updated} updated, ${i?.hidden} hidden.`);
	return /** @type {LocalizedString} */ (`${i?.total} products from Printify: ${i?.created} new, ${i?.updated} updated, ${i?.hidden} hidden.`)
	
};

const de_shop_sync_counts = /** @type {(inputs: Shop_Sync_CountsInputs) => LocalizedString} */ (i) => {const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`${i?.total} Produkt von Printify: ${i?.created} neu, ${i?.updated} aktualisiert, ${i?.hidden} ausgeblendet.`);
	return /** @type {LocalizedString} */ (`${i?.total} Produkte von Printify: ${i?.created} neu, ${i?.updated} aktualisiert, ${i?.hidden} ausgeblendet.`)
	
};

/**
* | totalPlural | output |
* | --- | --- |
* | "one" | "{total} product from Printify: {created} new, {updated} updated, {hidden} hidden." |
* | * | "{total} products from Printify: {created} new, {updated} updated, {hidden} hidden." |
*
* @param {Shop_Sync_CountsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_sync_counts = /** @type {((inputs: Shop_Sync_CountsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Sync_CountsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_sync_counts(inputs)
	return en_shop_sync_counts(inputs)
});