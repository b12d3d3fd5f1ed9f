/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Pending_ConfirmingInputs */

const en_profile_pending_confirming = /** @type {(inputs: Profile_Pending_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

const de_profile_pending_confirming = /** @type {(inputs: Profile_Pending_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird bestätigt …`)
};

/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Profile_Pending_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_confirming = /** @type {((inputs?: Profile_Pending_ConfirmingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_ConfirmingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_confirming(inputs)
	return en_profile_pending_confirming(inputs)
});