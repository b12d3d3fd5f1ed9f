/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Type_LifetimeInputs */

const en_membership_type_lifetime = /** @type {(inputs: Membership_Type_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lifetime`)
};

const de_membership_type_lifetime = /** @type {(inputs: Membership_Type_LifetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lebenslang`)
};

/**
* | output |
* | --- |
* | "lifetime" |
*
* @param {Membership_Type_LifetimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_type_lifetime = /** @type {((inputs?: Membership_Type_LifetimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Type_LifetimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_type_lifetime(inputs)
	return en_membership_type_lifetime(inputs)
});