/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_TitleInputs */

const en_membership_checkout_title = /** @type {(inputs: Membership_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership checkout`)
};

const de_membership_checkout_title = /** @type {(inputs: Membership_Checkout_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft abschließen`)
};

/**
* | output |
* | --- |
* | "Membership checkout" |
*
* @param {Membership_Checkout_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_title = /** @type {((inputs?: Membership_Checkout_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_title(inputs)
	return en_membership_checkout_title(inputs)
});