/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_WelcomeInputs */

const en_membership_complete_welcome = /** @type {(inputs: Membership_Complete_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome aboard!`)
};

const de_membership_complete_welcome = /** @type {(inputs: Membership_Complete_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen an Bord!`)
};

/**
* | output |
* | --- |
* | "Welcome aboard!" |
*
* @param {Membership_Complete_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_welcome = /** @type {((inputs?: Membership_Complete_WelcomeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_WelcomeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_welcome(inputs)
	return en_membership_complete_welcome(inputs)
});