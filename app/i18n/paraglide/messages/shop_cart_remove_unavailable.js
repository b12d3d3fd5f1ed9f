/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Shop_Cart_Remove_UnavailableInputs */

const en_shop_cart_remove_unavailable = /** @type {(inputs: Shop_Cart_Remove_UnavailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Remove the item that is no longer available to check out.`);
	return /** @type {LocalizedString} */ (`Remove the ${i?.count} items that are no longer available to check out.`)
	
};

const de_shop_cart_remove_unavailable = /** @type {(inputs: Shop_Cart_Remove_UnavailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Entfern den Artikel, der nicht mehr erhältlich ist, um zur Kasse zu gehen.`);
	return /** @type {LocalizedString} */ (`Entfern die ${i?.count} Artikel, die nicht mehr erhältlich sind, um zur Kasse zu gehen.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Remove the item that is no longer available to check out." |
* | * | "Remove the {count} items that are no longer available to check out." |
*
* @param {Shop_Cart_Remove_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_remove_unavailable = /** @type {((inputs: Shop_Cart_Remove_UnavailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_Remove_UnavailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_remove_unavailable(inputs)
	return en_shop_cart_remove_unavailable(inputs)
});