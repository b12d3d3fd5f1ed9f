/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_ContactInputs */

const en_profile_privacy_contact = /** @type {(inputs: Profile_Privacy_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allow member contact`)
};

const de_profile_privacy_contact = /** @type {(inputs: Profile_Privacy_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt durch Mitglieder`)
};

/**
* | output |
* | --- |
* | "Allow member contact" |
*
* @param {Profile_Privacy_ContactInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_contact = /** @type {((inputs?: Profile_Privacy_ContactInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_ContactInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_contact(inputs)
	return en_profile_privacy_contact(inputs)
});