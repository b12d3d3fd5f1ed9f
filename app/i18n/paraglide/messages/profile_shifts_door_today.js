/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Door_TodayInputs */

const en_profile_shifts_door_today = /** @type {(inputs: Profile_Shifts_Door_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the door today`)
};

const de_profile_shifts_door_today = /** @type {(inputs: Profile_Shifts_Door_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heute beim Einlass`)
};

/**
* | output |
* | --- |
* | "At the door today" |
*
* @param {Profile_Shifts_Door_TodayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_door_today = /** @type {((inputs?: Profile_Shifts_Door_TodayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Door_TodayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_door_today(inputs)
	return en_profile_shifts_door_today(inputs)
});