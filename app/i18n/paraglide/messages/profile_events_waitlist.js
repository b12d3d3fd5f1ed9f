/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ position: NonNullable<unknown> }} Profile_Events_WaitlistInputs */

const en_profile_events_waitlist = /** @type {(inputs: Profile_Events_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waitlist #${i?.position}`)
};

const de_profile_events_waitlist = /** @type {(inputs: Profile_Events_WaitlistInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Warteliste Nr. ${i?.position}`)
};

/**
* | output |
* | --- |
* | "Waitlist #{position}" |
*
* @param {Profile_Events_WaitlistInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_events_waitlist = /** @type {((inputs: Profile_Events_WaitlistInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Events_WaitlistInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_events_waitlist(inputs)
	return en_profile_events_waitlist(inputs)
});