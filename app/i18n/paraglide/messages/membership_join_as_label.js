/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, price: NonNullable<unknown> }} Membership_Join_As_LabelInputs */

const en_membership_join_as_label = /** @type {(inputs: Membership_Join_As_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join as ${i?.tier}, ${i?.price} per year`)
};

const de_membership_join_as_label = /** @type {(inputs: Membership_Join_As_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglied werden als ${i?.tier}, ${i?.price} pro Jahr`)
};

/**
* | output |
* | --- |
* | "Join as {tier}, {price} per year" |
*
* @param {Membership_Join_As_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_as_label = /** @type {((inputs: Membership_Join_As_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_As_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_as_label(inputs)
	return en_membership_join_as_label(inputs)
});