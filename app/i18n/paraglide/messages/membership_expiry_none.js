/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Expiry_NoneInputs */

const en_membership_expiry_none = /** @type {(inputs: Membership_Expiry_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

const de_membership_expiry_none = /** @type {(inputs: Membership_Expiry_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`–`)
};

/**
* | output |
* | --- |
* | "N/A" |
*
* @param {Membership_Expiry_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_none = /** @type {((inputs?: Membership_Expiry_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_expiry_none(inputs)
	return en_membership_expiry_none(inputs)
});