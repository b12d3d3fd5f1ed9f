/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_Turn_OffInputs */

const en_profile_shifts_feed_turn_off = /** @type {(inputs: Profile_Shifts_Feed_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off feed`)
};

const de_profile_shifts_feed_turn_off = /** @type {(inputs: Profile_Shifts_Feed_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feed abschalten`)
};

/**
* | output |
* | --- |
* | "Turn off feed" |
*
* @param {Profile_Shifts_Feed_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_turn_off = /** @type {((inputs?: Profile_Shifts_Feed_Turn_OffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_Turn_OffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_turn_off(inputs)
	return en_profile_shifts_feed_turn_off(inputs)
});