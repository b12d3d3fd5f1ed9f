/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Profile_Pending_HeadingInputs */

const en_profile_pending_heading = /** @type {(inputs: Profile_Pending_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmation pending for ${i?.email}`)
};

const de_profile_pending_heading = /** @type {(inputs: Profile_Pending_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigung ausstehend für ${i?.email}`)
};

/**
* | output |
* | --- |
* | "Confirmation pending for {email}" |
*
* @param {Profile_Pending_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_pending_heading = /** @type {((inputs: Profile_Pending_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Pending_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_pending_heading(inputs)
	return en_profile_pending_heading(inputs)
});