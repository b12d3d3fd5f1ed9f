/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Events_AboutInputs */

const en_profile_email_events_about = /** @type {(inputs: Profile_Email_Events_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New matches, watch parties and community events.`)
};

const de_profile_email_events_about = /** @type {(inputs: Profile_Email_Events_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Spiele, Public Viewings und Treffen.`)
};

/**
* | output |
* | --- |
* | "New matches, watch parties and community events." |
*
* @param {Profile_Email_Events_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_events_about = /** @type {((inputs?: Profile_Email_Events_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Events_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_events_about(inputs)
	return en_profile_email_events_about(inputs)
});