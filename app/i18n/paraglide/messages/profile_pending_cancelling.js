/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Pending_CancellingInputs */

const en_profile_pending_cancelling = /** @type {(inputs: Profile_Pending_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelling...`)
};

const de_profile_pending_cancelling = /** @type {(inputs: Profile_Pending_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird abgebrochen …`)
};

/**
* | output |
* | --- |
* | "Cancelling..." |
*
* @param {Profile_Pending_CancellingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_cancelling = /** @type {((inputs?: Profile_Pending_CancellingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_CancellingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_cancelling(inputs)
	return en_profile_pending_cancelling(inputs)
});