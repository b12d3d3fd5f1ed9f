/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Admin_GeneratingInputs */

const en_shop_admin_generating = /** @type {(inputs: Shop_Admin_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Generating...`)
};

const de_shop_admin_generating = /** @type {(inputs: Shop_Admin_GeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird erstellt...`)
};

/**
* | output |
* | --- |
* | "Generating..." |
*
* @param {Shop_Admin_GeneratingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_generating = /** @type {((inputs?: Shop_Admin_GeneratingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_GeneratingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_generating(inputs)
	return en_shop_admin_generating(inputs)
});