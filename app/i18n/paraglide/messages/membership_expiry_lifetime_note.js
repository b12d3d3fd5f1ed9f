/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Expiry_Lifetime_NoteInputs */

const en_membership_expiry_lifetime_note = /** @type {(inputs: Membership_Expiry_Lifetime_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Never expires - Lifetime access`)
};

const de_membership_expiry_lifetime_note = /** @type {(inputs: Membership_Expiry_Lifetime_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft nie ab – lebenslanger Zugang`)
};

/**
* | output |
* | --- |
* | "Never expires - Lifetime access" |
*
* @param {Membership_Expiry_Lifetime_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_lifetime_note = /** @type {((inputs?: Membership_Expiry_Lifetime_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_Lifetime_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_expiry_lifetime_note(inputs)
	return en_membership_expiry_lifetime_note(inputs)
});