/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Topic_AnnouncementsInputs */

const en_profile_alerts_topic_announcements = /** @type {(inputs: Profile_Alerts_Topic_AnnouncementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcements from the group`)
};

const de_profile_alerts_topic_announcements = /** @type {(inputs: Profile_Alerts_Topic_AnnouncementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitteilungen der Gruppe`)
};

/**
* | output |
* | --- |
* | "Announcements from the group" |
*
* @param {Profile_Alerts_Topic_AnnouncementsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_topic_announcements = /** @type {((inputs?: Profile_Alerts_Topic_AnnouncementsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Topic_AnnouncementsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_topic_announcements(inputs)
	return en_profile_alerts_topic_announcements(inputs)
});