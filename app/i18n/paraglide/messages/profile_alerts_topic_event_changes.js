/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Topic_Event_ChangesInputs */

const en_profile_alerts_topic_event_changes = /** @type {(inputs: Profile_Alerts_Topic_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to events I RSVP'd to or work a shift at (kickoff or venue moved, called off)`)
};

const de_profile_alerts_topic_event_changes = /** @type {(inputs: Profile_Alerts_Topic_Event_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen an Veranstaltungen, zu denen ich zugesagt habe oder bei denen ich eine Schicht habe (Anstoß oder Ort verlegt, abgesagt)`)
};

/**
* | output |
* | --- |
* | "Changes to events I RSVP'd to or work a shift at (kickoff or venue moved, called off)" |
*
* @param {Profile_Alerts_Topic_Event_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_topic_event_changes = /** @type {((inputs?: Profile_Alerts_Topic_Event_ChangesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Topic_Event_ChangesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_topic_event_changes(inputs)
	return en_profile_alerts_topic_event_changes(inputs)
});