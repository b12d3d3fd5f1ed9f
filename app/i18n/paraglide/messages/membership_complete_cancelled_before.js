/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Membership_Complete_Cancelled_BeforeInputs */

const en_membership_complete_cancelled_before = /** @type {(inputs: Membership_Complete_Cancelled_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} was cancelled. You can`)
};

const de_membership_complete_cancelled_before = /** @type {(inputs: Membership_Complete_Cancelled_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} wurde storniert. Du kannst`)
};

/**
* | output |
* | --- |
* | "{reference} was cancelled. You can" |
*
* @param {Membership_Complete_Cancelled_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_cancelled_before = /** @type {((inputs: Membership_Complete_Cancelled_BeforeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Cancelled_BeforeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_cancelled_before(inputs)
	return en_membership_complete_cancelled_before(inputs)
});