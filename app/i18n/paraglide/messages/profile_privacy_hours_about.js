/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Hours_AboutInputs */

const en_profile_privacy_hours_about = /** @type {(inputs: Profile_Privacy_Hours_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Include your volunteer hours when the group thanks its volunteers.`)
};

const de_profile_privacy_hours_about = /** @type {(inputs: Profile_Privacy_Hours_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Helferstunden zählen mit, wenn die Gruppe ihren Helfer:innen dankt.`)
};

/**
* | output |
* | --- |
* | "Include your volunteer hours when the group thanks its volunteers." |
*
* @param {Profile_Privacy_Hours_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_hours_about = /** @type {((inputs?: Profile_Privacy_Hours_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Hours_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_hours_about(inputs)
	return en_profile_privacy_hours_about(inputs)
});