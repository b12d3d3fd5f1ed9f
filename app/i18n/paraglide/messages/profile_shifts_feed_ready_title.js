/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_Ready_TitleInputs */

const en_profile_shifts_feed_ready_title = /** @type {(inputs: Profile_Shifts_Feed_Ready_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar feed ready`)
};

const de_profile_shifts_feed_ready_title = /** @type {(inputs: Profile_Shifts_Feed_Ready_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalender-Feed bereit`)
};

/**
* | output |
* | --- |
* | "Calendar feed ready" |
*
* @param {Profile_Shifts_Feed_Ready_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_ready_title = /** @type {((inputs?: Profile_Shifts_Feed_Ready_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_Ready_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_ready_title(inputs)
	return en_profile_shifts_feed_ready_title(inputs)
});