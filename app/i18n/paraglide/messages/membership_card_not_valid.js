/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Card_Not_ValidInputs */

const en_membership_card_not_valid = /** @type {(inputs: Membership_Card_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This card is not valid`)
};

const de_membership_card_not_valid = /** @type {(inputs: Membership_Card_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Karte ist nicht gültig`)
};

/**
* | output |
* | --- |
* | "This card is not valid" |
*
* @param {Membership_Card_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_not_valid = /** @type {((inputs?: Membership_Card_Not_ValidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_Not_ValidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_not_valid(inputs)
	return en_membership_card_not_valid(inputs)
});