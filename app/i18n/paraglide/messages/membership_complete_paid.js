/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown>, group: NonNullable<unknown> }} Membership_Complete_PaidInputs */

const en_membership_complete_paid = /** @type {(inputs: Membership_Complete_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.tier} membership is paid and active. Thank you for supporting ${i?.group}.`)
};

const de_membership_complete_paid = /** @type {(inputs: Membership_Complete_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Mitgliedschaft „${i?.tier}“ ist bezahlt und aktiv. Danke, dass du ${i?.group} unterstützt.`)
};

/**
* | output |
* | --- |
* | "Your {tier} membership is paid and active. Thank you for supporting {group}." |
*
* @param {Membership_Complete_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_paid = /** @type {((inputs: Membership_Complete_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_paid(inputs)
	return en_membership_complete_paid(inputs)
});