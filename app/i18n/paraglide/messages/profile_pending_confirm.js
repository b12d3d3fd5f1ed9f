/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Pending_ConfirmInputs */

const en_profile_pending_confirm = /** @type {(inputs: Profile_Pending_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm Email`)
};

const de_profile_pending_confirm = /** @type {(inputs: Profile_Pending_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail bestätigen`)
};

/**
* | output |
* | --- |
* | "Confirm Email" |
*
* @param {Profile_Pending_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_confirm = /** @type {((inputs?: Profile_Pending_ConfirmInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_ConfirmInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_confirm(inputs)
	return en_profile_pending_confirm(inputs)
});