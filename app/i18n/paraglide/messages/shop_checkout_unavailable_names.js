/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Shop_Checkout_Unavailable_NamesInputs */

const en_shop_checkout_unavailable_names = /** @type {(inputs: Shop_Checkout_Unavailable_NamesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} is no longer available. Remove it from your cart to check out.`);
	return /** @type {LocalizedString} */ (`${i?.names} are no longer available. Remove them from your cart to check out.`)
	
};

const de_shop_checkout_unavailable_names = /** @type {(inputs: Shop_Checkout_Unavailable_NamesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} ist nicht mehr erhältlich. Entfern den Artikel aus deinem Warenkorb, um zu bestellen.`);
	return /** @type {LocalizedString} */ (`${i?.names} sind nicht mehr erhältlich. Entfern sie aus deinem Warenkorb, um zu bestellen.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} is no longer available. Remove it from your cart to check out." |
* | * | "{names} are no longer available. Remove them from your cart to check out." |
*
* @param {Shop_Checkout_Unavailable_NamesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_unavailable_names = /** @type {((inputs: Shop_Checkout_Unavailable_NamesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Unavailable_NamesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_unavailable_names(inputs)
	return en_shop_checkout_unavailable_names(inputs)
});