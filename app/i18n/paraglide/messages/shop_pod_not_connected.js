/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Pod_Not_ConnectedInputs */

const en_shop_pod_not_connected = /** @type {(inputs: Shop_Pod_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify is not connected (PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID): the order was not sent for printing.`)
};

const de_shop_pod_not_connected = /** @type {(inputs: Shop_Pod_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify ist nicht verbunden (PRINTIFY_API_TOKEN und PRINTIFY_SHOP_ID): die Bestellung ging nicht in den Druck.`)
};

/**
* | output |
* | --- |
* | "Printify is not connected (PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID): the order was not sent for printing." |
*
* @param {Shop_Pod_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_not_connected = /** @type {((inputs?: Shop_Pod_Not_ConnectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_Not_ConnectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_pod_not_connected(inputs)
	return en_shop_pod_not_connected(inputs)
});