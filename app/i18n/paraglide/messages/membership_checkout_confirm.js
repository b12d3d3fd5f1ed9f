/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_ConfirmInputs */

const en_membership_checkout_confirm = /** @type {(inputs: Membership_Checkout_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm membership`)
};

const de_membership_checkout_confirm = /** @type {(inputs: Membership_Checkout_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft bestätigen`)
};

/**
* | output |
* | --- |
* | "Confirm membership" |
*
* @param {Membership_Checkout_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_confirm = /** @type {((inputs?: Membership_Checkout_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_confirm(inputs)
	return en_membership_checkout_confirm(inputs)
});