/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Confirm_Amount_LabelInputs */

const en_membership_confirm_amount_label = /** @type {(inputs: Membership_Confirm_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount differs from the tier price`)
};

const de_membership_confirm_amount_label = /** @type {(inputs: Membership_Confirm_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betrag weicht vom Stufenpreis ab`)
};

/**
* | output |
* | --- |
* | "Amount differs from the tier price" |
*
* @param {Membership_Confirm_Amount_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_confirm_amount_label = /** @type {((inputs?: Membership_Confirm_Amount_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Confirm_Amount_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_confirm_amount_label(inputs)
	return en_membership_confirm_amount_label(inputs)
});