/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Choose_AnotherInputs */

const en_membership_checkout_choose_another = /** @type {(inputs: Membership_Checkout_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another membership`)
};

const de_membership_checkout_choose_another = /** @type {(inputs: Membership_Checkout_Choose_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Mitgliedschaft wählen`)
};

/**
* | output |
* | --- |
* | "Choose another membership" |
*
* @param {Membership_Checkout_Choose_AnotherInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_choose_another = /** @type {((inputs?: Membership_Checkout_Choose_AnotherInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Choose_AnotherInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_choose_another(inputs)
	return en_membership_checkout_choose_another(inputs)
});