/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Expiry_Lifetime_DateInputs */

const en_membership_expiry_lifetime_date = /** @type {(inputs: Membership_Expiry_Lifetime_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A - Lifetime Member`)
};

const de_membership_expiry_lifetime_date = /** @type {(inputs: Membership_Expiry_Lifetime_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`– (Mitglied auf Lebenszeit)`)
};

/**
* | output |
* | --- |
* | "N/A - Lifetime Member" |
*
* @param {Membership_Expiry_Lifetime_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_lifetime_date = /** @type {((inputs?: Membership_Expiry_Lifetime_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_Lifetime_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_expiry_lifetime_date(inputs)
	return en_membership_expiry_lifetime_date(inputs)
});