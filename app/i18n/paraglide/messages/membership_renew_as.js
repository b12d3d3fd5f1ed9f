/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Membership_Renew_AsInputs */

const en_membership_renew_as = /** @type {(inputs: Membership_Renew_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renew as ${i?.tier}`)
};

const de_membership_renew_as = /** @type {(inputs: Membership_Renew_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlängern als ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "Renew as {tier}" |
*
* @param {Membership_Renew_AsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_renew_as = /** @type {((inputs: Membership_Renew_AsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Renew_AsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_renew_as(inputs)
	return en_membership_renew_as(inputs)
});