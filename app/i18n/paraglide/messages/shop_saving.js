/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_SavingInputs */

const en_shop_saving = /** @type {(inputs: Shop_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

const de_shop_saving = /** @type {(inputs: Shop_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speichern...`)
};

/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Shop_SavingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_saving = /** @type {((inputs?: Shop_SavingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_SavingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_saving(inputs)
	return en_shop_saving(inputs)
});