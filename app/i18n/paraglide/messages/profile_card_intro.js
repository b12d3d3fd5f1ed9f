/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_IntroInputs */

const en_profile_card_intro = /** @type {(inputs: Profile_Card_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the QR code at the gate.`)
};

const de_profile_card_intro = /** @type {(inputs: Profile_Card_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeig den QR-Code am Einlass.`)
};

/**
* | output |
* | --- |
* | "Show the QR code at the gate." |
*
* @param {Profile_Card_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_intro = /** @type {((inputs?: Profile_Card_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_intro(inputs)
	return en_profile_card_intro(inputs)
});