/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_OffInputs */

const en_profile_shifts_feed_off = /** @type {(inputs: Profile_Shifts_Feed_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old feed URL no longer works.`)
};

const de_profile_shifts_feed_off = /** @type {(inputs: Profile_Shifts_Feed_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die alte Feed-Adresse funktioniert nicht mehr.`)
};

/**
* | output |
* | --- |
* | "The old feed URL no longer works." |
*
* @param {Profile_Shifts_Feed_OffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_off = /** @type {((inputs?: Profile_Shifts_Feed_OffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_OffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_off(inputs)
	return en_profile_shifts_feed_off(inputs)
});