/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_Claim_YearsInputs */

const en_membership_join_claim_years = /** @type {(inputs: Membership_Join_Claim_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Years`)
};

const de_membership_join_claim_years = /** @type {(inputs: Membership_Join_Claim_YearsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jahre`)
};

/**
* | output |
* | --- |
* | "Years" |
*
* @param {Membership_Join_Claim_YearsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_claim_years = /** @type {((inputs?: Membership_Join_Claim_YearsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_Claim_YearsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_claim_years(inputs)
	return en_membership_join_claim_years(inputs)
});