/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_SureInputs */

const en_profile_privacy_sure = /** @type {(inputs: Profile_Privacy_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure?`)
};

const de_profile_privacy_sure = /** @type {(inputs: Profile_Privacy_SureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bist du sicher?`)
};

/**
* | output |
* | --- |
* | "Are you sure?" |
*
* @param {Profile_Privacy_SureInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_sure = /** @type {((inputs?: Profile_Privacy_SureInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_SureInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_sure(inputs)
	return en_profile_privacy_sure(inputs)
});