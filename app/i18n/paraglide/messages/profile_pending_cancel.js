/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Pending_CancelInputs */

const en_profile_pending_cancel = /** @type {(inputs: Profile_Pending_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel Email Change`)
};

const de_profile_pending_cancel = /** @type {(inputs: Profile_Pending_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Änderung abbrechen`)
};

/**
* | output |
* | --- |
* | "Cancel Email Change" |
*
* @param {Profile_Pending_CancelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_cancel = /** @type {((inputs?: Profile_Pending_CancelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_CancelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_cancel(inputs)
	return en_profile_pending_cancel(inputs)
});