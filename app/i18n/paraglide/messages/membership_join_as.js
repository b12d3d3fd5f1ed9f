/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Membership_Join_AsInputs */

const en_membership_join_as = /** @type {(inputs: Membership_Join_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join as ${i?.tier}`)
};

const de_membership_join_as = /** @type {(inputs: Membership_Join_AsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitglied werden als ${i?.tier}`)
};

/**
* | output |
* | --- |
* | "Join as {tier}" |
*
* @param {Membership_Join_AsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_as = /** @type {((inputs: Membership_Join_AsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_AsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_as(inputs)
	return en_membership_join_as(inputs)
});