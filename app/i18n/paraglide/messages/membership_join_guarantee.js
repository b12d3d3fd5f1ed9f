/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_GuaranteeInputs */

const en_membership_join_guarantee = /** @type {(inputs: Membership_Join_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30-day money back guarantee`)
};

const de_membership_join_guarantee = /** @type {(inputs: Membership_Join_GuaranteeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 Tage Geld-zurück-Garantie`)
};

/**
* | output |
* | --- |
* | "30-day money back guarantee" |
*
* @param {Membership_Join_GuaranteeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_guarantee = /** @type {((inputs?: Membership_Join_GuaranteeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_GuaranteeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_guarantee(inputs)
	return en_membership_join_guarantee(inputs)
});