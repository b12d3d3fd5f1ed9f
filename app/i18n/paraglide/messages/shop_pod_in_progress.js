/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Pod_In_ProgressInputs */

const en_shop_pod_in_progress = /** @type {(inputs: Shop_Pod_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This order is being sent to Printify right now. Reload the page in a minute to see whether Printify took it.`)
};

const de_shop_pod_in_progress = /** @type {(inputs: Shop_Pod_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestellung wird gerade an Printify geschickt. Lad die Seite in einer Minute neu, um zu sehen, ob Printify sie angenommen hat.`)
};

/**
* | output |
* | --- |
* | "This order is being sent to Printify right now. Reload the page in a minute to see whether Printify took it." |
*
* @param {Shop_Pod_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_pod_in_progress = /** @type {((inputs?: Shop_Pod_In_ProgressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Pod_In_ProgressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_pod_in_progress(inputs)
	return en_shop_pod_in_progress(inputs)
});