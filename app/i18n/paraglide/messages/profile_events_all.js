/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Events_AllInputs */

const en_profile_events_all = /** @type {(inputs: Profile_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All events`)
};

const de_profile_events_all = /** @type {(inputs: Profile_Events_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Termine`)
};

/**
* | output |
* | --- |
* | "All events" |
*
* @param {Profile_Events_AllInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_events_all = /** @type {((inputs?: Profile_Events_AllInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Events_AllInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_events_all(inputs)
	return en_profile_events_all(inputs)
});