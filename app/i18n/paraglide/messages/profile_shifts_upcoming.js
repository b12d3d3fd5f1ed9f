/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_UpcomingInputs */

const en_profile_shifts_upcoming = /** @type {(inputs: Profile_Shifts_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming Shifts`)
};

const de_profile_shifts_upcoming = /** @type {(inputs: Profile_Shifts_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anstehende Schichten`)
};

/**
* | output |
* | --- |
* | "Upcoming Shifts" |
*
* @param {Profile_Shifts_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_upcoming = /** @type {((inputs?: Profile_Shifts_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_upcoming(inputs)
	return en_profile_shifts_upcoming(inputs)
});