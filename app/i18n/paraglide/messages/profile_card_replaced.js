/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_ReplacedInputs */

const en_profile_card_replaced = /** @type {(inputs: Profile_Card_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your old card and its QR code no longer work. Show this one at the gate.`)
};

const de_profile_card_replaced = /** @type {(inputs: Profile_Card_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine alte Karte und ihr QR-Code gelten nicht mehr. Zeig diese hier am Einlass.`)
};

/**
* | output |
* | --- |
* | "Your old card and its QR code no longer work. Show this one at the gate." |
*
* @param {Profile_Card_ReplacedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_replaced = /** @type {((inputs?: Profile_Card_ReplacedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_ReplacedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_replaced(inputs)
	return en_profile_card_replaced(inputs)
});