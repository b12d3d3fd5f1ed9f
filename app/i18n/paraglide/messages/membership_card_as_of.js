/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Membership_Card_As_OfInputs */

const en_membership_card_as_of = /** @type {(inputs: Membership_Card_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Card as of ${i?.when}`)
};

const de_membership_card_as_of = /** @type {(inputs: Membership_Card_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kartenstand: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Card as of {when}" |
*
* @param {Membership_Card_As_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_card_as_of = /** @type {((inputs: Membership_Card_As_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Card_As_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_card_as_of(inputs)
	return en_membership_card_as_of(inputs)
});