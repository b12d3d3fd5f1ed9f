/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ club: NonNullable<unknown> }} Membership_Join_Claim_Years_DetailInputs */

const en_membership_join_claim_years_detail = /** @type {(inputs: Membership_Join_Claim_Years_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of supporting ${i?.club}`)
};

const de_membership_join_claim_years_detail = /** @type {(inputs: Membership_Join_Claim_Years_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unterstützung für ${i?.club}`)
};

/**
* | output |
* | --- |
* | "of supporting {club}" |
*
* @param {Membership_Join_Claim_Years_DetailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_claim_years_detail = /** @type {((inputs: Membership_Join_Claim_Years_DetailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_Claim_Years_DetailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_claim_years_detail(inputs)
	return en_membership_join_claim_years_detail(inputs)
});