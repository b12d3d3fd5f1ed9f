/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Pending_Code_LabelInputs */

const en_profile_pending_code_label = /** @type {(inputs: Profile_Pending_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation code`)
};

const de_profile_pending_code_label = /** @type {(inputs: Profile_Pending_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungscode`)
};

/**
* | output |
* | --- |
* | "Confirmation code" |
*
* @param {Profile_Pending_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_code_label = /** @type {((inputs?: Profile_Pending_Code_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_Code_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_code_label(inputs)
	return en_profile_pending_code_label(inputs)
});