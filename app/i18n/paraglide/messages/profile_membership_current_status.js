/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Membership_Current_StatusInputs */

const en_profile_membership_current_status = /** @type {(inputs: Profile_Membership_Current_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current status`)
};

const de_profile_membership_current_status = /** @type {(inputs: Profile_Membership_Current_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktueller Status`)
};

/**
* | output |
* | --- |
* | "Current status" |
*
* @param {Profile_Membership_Current_StatusInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_current_status = /** @type {((inputs?: Profile_Membership_Current_StatusInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Current_StatusInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_current_status(inputs)
	return en_profile_membership_current_status(inputs)
});