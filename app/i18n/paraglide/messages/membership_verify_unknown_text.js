/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_Unknown_TextInputs */

const en_membership_verify_unknown_text = /** @type {(inputs: Membership_Verify_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This card is unknown or has been replaced.`)
};

const de_membership_verify_unknown_text = /** @type {(inputs: Membership_Verify_Unknown_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Karte ist unbekannt oder wurde ersetzt.`)
};

/**
* | output |
* | --- |
* | "This card is unknown or has been replaced." |
*
* @param {Membership_Verify_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_unknown_text = /** @type {((inputs?: Membership_Verify_Unknown_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_Unknown_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_unknown_text(inputs)
	return en_membership_verify_unknown_text(inputs)
});