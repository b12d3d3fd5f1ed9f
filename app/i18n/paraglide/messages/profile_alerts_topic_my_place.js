/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Topic_My_PlaceInputs */

const en_profile_alerts_topic_my_place = /** @type {(inputs: Profile_Alerts_Topic_My_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place for me (off a waitlist, a ballot place offered, its payment deadline near)`)
};

const de_profile_alerts_topic_my_place = /** @type {(inputs: Profile_Alerts_Topic_My_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einem Platz für mich (von der Warteliste, ein Platz aus einer Verlosung, dessen Zahlungsfrist bald endet)`)
};

/**
* | output |
* | --- |
* | "A place for me (off a waitlist, a ballot place offered, its payment deadline near)" |
*
* @param {Profile_Alerts_Topic_My_PlaceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_topic_my_place = /** @type {((inputs?: Profile_Alerts_Topic_My_PlaceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Topic_My_PlaceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_topic_my_place(inputs)
	return en_profile_alerts_topic_my_place(inputs)
});