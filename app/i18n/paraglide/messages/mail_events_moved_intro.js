/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Events_Moved_IntroInputs */

const en_mail_events_moved_intro = /** @type {(inputs: Mail_Events_Moved_IntroInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`${i?.title} has a new kickoff time.`);
	return /** @type {LocalizedString} */ (`${i?.title} has a new start time.`)
	
};

const de_mail_events_moved_intro = /** @type {(inputs: Mail_Events_Moved_IntroInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`${i?.title} hat eine neue Anstoßzeit.`);
	return /** @type {LocalizedString} */ (`${i?.title} hat eine neue Anfangszeit.`)
	
};

/**
* | type | output |
* | --- | --- |
* | "match" | "{title} has a new kickoff time." |
* | * | "{title} has a new start time." |
*
* @param {Mail_Events_Moved_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_intro = /** @type {((inputs: Mail_Events_Moved_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_intro(inputs)
	return en_mail_events_moved_intro(inputs)
});