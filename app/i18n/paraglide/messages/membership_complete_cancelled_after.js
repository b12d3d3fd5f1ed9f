/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Cancelled_AfterInputs */

const en_membership_complete_cancelled_after = /** @type {(inputs: Membership_Complete_Cancelled_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`again.`)
};

const de_membership_complete_cancelled_after = /** @type {(inputs: Membership_Complete_Cancelled_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– jederzeit wieder.`)
};

/**
* | output |
* | --- |
* | "again." |
*
* @param {Membership_Complete_Cancelled_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_cancelled_after = /** @type {((inputs?: Membership_Complete_Cancelled_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Cancelled_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_cancelled_after(inputs)
	return en_membership_complete_cancelled_after(inputs)
});