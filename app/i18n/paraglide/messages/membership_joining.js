/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_JoiningInputs */

const en_membership_joining = /** @type {(inputs: Membership_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joining...`)
};

const de_membership_joining = /** @type {(inputs: Membership_JoiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gebucht …`)
};

/**
* | output |
* | --- |
* | "Joining..." |
*
* @param {Membership_JoiningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_joining = /** @type {((inputs?: Membership_JoiningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_JoiningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_joining(inputs)
	return en_membership_joining(inputs)
});