/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Events_GoingInputs */

const en_profile_events_going = /** @type {(inputs: Profile_Events_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Going`)
};

const de_profile_events_going = /** @type {(inputs: Profile_Events_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zugesagt`)
};

/**
* | output |
* | --- |
* | "Going" |
*
* @param {Profile_Events_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_events_going = /** @type {((inputs?: Profile_Events_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Events_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_events_going(inputs)
	return en_profile_events_going(inputs)
});