/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_CreateInputs */

const en_profile_shifts_feed_create = /** @type {(inputs: Profile_Shifts_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create calendar feed`)
};

const de_profile_shifts_feed_create = /** @type {(inputs: Profile_Shifts_Feed_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalender-Feed anlegen`)
};

/**
* | output |
* | --- |
* | "Create calendar feed" |
*
* @param {Profile_Shifts_Feed_CreateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_create = /** @type {((inputs?: Profile_Shifts_Feed_CreateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_CreateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_create(inputs)
	return en_profile_shifts_feed_create(inputs)
});