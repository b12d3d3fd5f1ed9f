/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Not_FoundInputs */

const en_membership_complete_not_found = /** @type {(inputs: Membership_Complete_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership order not found.`)
};

const de_membership_complete_not_found = /** @type {(inputs: Membership_Complete_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung der Mitgliedschaft nicht gefunden.`)
};

/**
* | output |
* | --- |
* | "Membership order not found." |
*
* @param {Membership_Complete_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_not_found = /** @type {((inputs?: Membership_Complete_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_not_found(inputs)
	return en_membership_complete_not_found(inputs)
});