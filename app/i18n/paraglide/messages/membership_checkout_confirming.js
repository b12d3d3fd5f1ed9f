/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_ConfirmingInputs */

const en_membership_checkout_confirming = /** @type {(inputs: Membership_Checkout_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

const de_membership_checkout_confirming = /** @type {(inputs: Membership_Checkout_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird bestätigt …`)
};

/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Membership_Checkout_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_confirming = /** @type {((inputs?: Membership_Checkout_ConfirmingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_ConfirmingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_confirming(inputs)
	return en_membership_checkout_confirming(inputs)
});