/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Kept_LabelInputs */

const en_profile_privacy_kept_label = /** @type {(inputs: Profile_Privacy_Kept_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept for the group's accounts, without your name or address:`)
};

const de_profile_privacy_kept_label = /** @type {(inputs: Profile_Privacy_Kept_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für die Buchhaltung der Gruppe aufbewahrt, ohne Namen und Adresse:`)
};

/**
* | output |
* | --- |
* | "Kept for the group's accounts, without your name or address:" |
*
* @param {Profile_Privacy_Kept_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_kept_label = /** @type {((inputs?: Profile_Privacy_Kept_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Kept_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_kept_label(inputs)
	return en_profile_privacy_kept_label(inputs)
});