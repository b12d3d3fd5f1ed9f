/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Card_Replace_AboutInputs */

const en_profile_card_replace_about = /** @type {(inputs: Profile_Card_Replace_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replacing the card makes a new QR code; the old one stops working at once.`)
};

const de_profile_card_replace_about = /** @type {(inputs: Profile_Card_Replace_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine neue Karte bekommt einen neuen QR-Code; der alte gilt sofort nicht mehr.`)
};

/**
* | output |
* | --- |
* | "Replacing the card makes a new QR code; the old one stops working at once." |
*
* @param {Profile_Card_Replace_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_card_replace_about = /** @type {((inputs?: Profile_Card_Replace_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Card_Replace_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_card_replace_about(inputs)
	return en_profile_card_replace_about(inputs)
});