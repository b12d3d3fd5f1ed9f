/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Checkout_Next_HeadingInputs */

const en_membership_checkout_next_heading = /** @type {(inputs: Membership_Checkout_Next_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happens next`)
};

const de_membership_checkout_next_heading = /** @type {(inputs: Membership_Checkout_Next_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wie es weitergeht`)
};

/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Membership_Checkout_Next_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_checkout_next_heading = /** @type {((inputs?: Membership_Checkout_Next_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Checkout_Next_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_checkout_next_heading(inputs)
	return en_membership_checkout_next_heading(inputs)
});