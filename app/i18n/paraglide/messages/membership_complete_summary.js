/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown>, amount: NonNullable<unknown> }} Membership_Complete_SummaryInputs */

const en_membership_complete_summary = /** @type {(inputs: Membership_Complete_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reference: ${i?.reference} · Amount: ${i?.amount}`)
};

const de_membership_complete_summary = /** @type {(inputs: Membership_Complete_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Referenz: ${i?.reference} · Betrag: ${i?.amount}`)
};

/**
* | output |
* | --- |
* | "Reference: {reference} · Amount: {amount}" |
*
* @param {Membership_Complete_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_summary = /** @type {((inputs: Membership_Complete_SummaryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_SummaryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_summary(inputs)
	return en_membership_complete_summary(inputs)
});