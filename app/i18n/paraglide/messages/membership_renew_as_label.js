/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, price: NonNullable<unknown> }} Membership_Renew_As_LabelInputs */

const en_membership_renew_as_label = /** @type {(inputs: Membership_Renew_As_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renew as ${i?.tier}, ${i?.price} per year`)
};

const de_membership_renew_as_label = /** @type {(inputs: Membership_Renew_As_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlängern als ${i?.tier}, ${i?.price} pro Jahr`)
};

/**
* | output |
* | --- |
* | "Renew as {tier}, {price} per year" |
*
* @param {Membership_Renew_As_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_renew_as_label = /** @type {((inputs: Membership_Renew_As_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Renew_As_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_renew_as_label(inputs)
	return en_membership_renew_as_label(inputs)
});