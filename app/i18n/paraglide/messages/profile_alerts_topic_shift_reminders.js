/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Topic_Shift_RemindersInputs */

const en_profile_alerts_topic_shift_reminders = /** @type {(inputs: Profile_Alerts_Topic_Shift_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift reminders`)
};

const de_profile_alerts_topic_shift_reminders = /** @type {(inputs: Profile_Alerts_Topic_Shift_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erinnerungen an Schichten`)
};

/**
* | output |
* | --- |
* | "Shift reminders" |
*
* @param {Profile_Alerts_Topic_Shift_RemindersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_topic_shift_reminders = /** @type {((inputs?: Profile_Alerts_Topic_Shift_RemindersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Topic_Shift_RemindersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_topic_shift_reminders(inputs)
	return en_profile_alerts_topic_shift_reminders(inputs)
});