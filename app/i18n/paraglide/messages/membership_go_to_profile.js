/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Go_To_ProfileInputs */

const en_membership_go_to_profile = /** @type {(inputs: Membership_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your profile`)
};

const de_membership_go_to_profile = /** @type {(inputs: Membership_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu deinem Profil`)
};

/**
* | output |
* | --- |
* | "Go to your profile" |
*
* @param {Membership_Go_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_go_to_profile = /** @type {((inputs?: Membership_Go_To_ProfileInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Go_To_ProfileInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_go_to_profile(inputs)
	return en_membership_go_to_profile(inputs)
});