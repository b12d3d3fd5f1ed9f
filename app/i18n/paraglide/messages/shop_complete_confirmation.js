/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Shop_Complete_ConfirmationInputs */

const en_shop_complete_confirmation = /** @type {(inputs: Shop_Complete_ConfirmationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A confirmation is on its way to ${i?.email}.`)
};

const de_shop_complete_confirmation = /** @type {(inputs: Shop_Complete_ConfirmationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Bestätigung ist unterwegs an ${i?.email}.`)
};

/**
* | output |
* | --- |
* | "A confirmation is on its way to {email}." |
*
* @param {Shop_Complete_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_confirmation = /** @type {((inputs: Shop_Complete_ConfirmationInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_ConfirmationInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_confirmation(inputs)
	return en_shop_complete_confirmation(inputs)
});