/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Confirmation_LabelInputs */

const en_profile_privacy_confirmation_label = /** @type {(inputs: Profile_Privacy_Confirmation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation`)
};

const de_profile_privacy_confirmation_label = /** @type {(inputs: Profile_Privacy_Confirmation_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigung`)
};

/**
* | output |
* | --- |
* | "Confirmation" |
*
* @param {Profile_Privacy_Confirmation_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_confirmation_label = /** @type {((inputs?: Profile_Privacy_Confirmation_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Confirmation_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_confirmation_label(inputs)
	return en_profile_privacy_confirmation_label(inputs)
});