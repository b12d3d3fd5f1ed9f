/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Pod_No_AddressInputs */

const en_shop_pod_no_address = /** @type {(inputs: Shop_Pod_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order has no shipping address, so it cannot be sent for printing.`)
};

const de_shop_pod_no_address = /** @type {(inputs: Shop_Pod_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestellung hat keine Lieferadresse und kann deshalb nicht in den Druck gehen.`)
};

/**
* | output |
* | --- |
* | "The order has no shipping address, so it cannot be sent for printing." |
*
* @param {Shop_Pod_No_AddressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_no_address = /** @type {((inputs?: Shop_Pod_No_AddressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_No_AddressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_pod_no_address(inputs)
	return en_shop_pod_no_address(inputs)
});