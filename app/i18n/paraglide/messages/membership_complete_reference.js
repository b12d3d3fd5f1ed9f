/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Membership_Complete_ReferenceInputs */

const en_membership_complete_reference = /** @type {(inputs: Membership_Complete_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number}`)
};

const de_membership_complete_reference = /** @type {(inputs: Membership_Complete_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number}`)
};

/**
* | output |
* | --- |
* | "Order #{number}" |
*
* @param {Membership_Complete_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_reference = /** @type {((inputs: Membership_Complete_ReferenceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_ReferenceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_reference(inputs)
	return en_membership_complete_reference(inputs)
});