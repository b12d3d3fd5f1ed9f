/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Membership_Perks_LabelInputs */

const en_membership_perks_label = /** @type {(inputs: Membership_Perks_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tier} perks`)
};

const de_membership_perks_label = /** @type {(inputs: Membership_Perks_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vorteile von „${i?.tier}“`)
};

/**
* | output |
* | --- |
* | "{tier} perks" |
*
* @param {Membership_Perks_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perks_label = /** @type {((inputs: Membership_Perks_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perks_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perks_label(inputs)
	return en_membership_perks_label(inputs)
});