/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Kept_ListInputs */

const en_profile_privacy_kept_list = /** @type {(inputs: Profile_Privacy_Kept_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your orders, membership subscriptions and payment records.`)
};

const de_profile_privacy_kept_list = /** @type {(inputs: Profile_Privacy_Kept_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`deine Bestellungen, Mitgliedschaften und Zahlungsbelege.`)
};

/**
* | output |
* | --- |
* | "your orders, membership subscriptions and payment records." |
*
* @param {Profile_Privacy_Kept_ListInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_kept_list = /** @type {((inputs?: Profile_Privacy_Kept_ListInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Kept_ListInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_kept_list(inputs)
	return en_profile_privacy_kept_list(inputs)
});