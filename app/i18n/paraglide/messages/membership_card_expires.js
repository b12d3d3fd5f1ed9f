/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_ExpiresInputs */

const en_membership_card_expires = /** @type {(inputs: Membership_Card_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expires`)
};

const de_membership_card_expires = /** @type {(inputs: Membership_Card_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Läuft ab`)
};

/**
* | output |
* | --- |
* | "Expires" |
*
* @param {Membership_Card_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_expires = /** @type {((inputs?: Membership_Card_ExpiresInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_ExpiresInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_expires(inputs)
	return en_membership_card_expires(inputs)
});