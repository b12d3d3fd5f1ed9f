/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown>, title: NonNullable<unknown> }} Mail_Events_Moved_SubjectInputs */

const en_mail_events_moved_subject = /** @type {(inputs: Mail_Events_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`Kickoff moved: ${i?.title}`);
	return /** @type {LocalizedString} */ (`Start moved: ${i?.title}`)
	
};

const de_mail_events_moved_subject = /** @type {(inputs: Mail_Events_Moved_SubjectInputs) => LocalizedString} */ (i) => {
	if (i?.type === "match") return /** @type {LocalizedString} */ (`Anstoß verlegt: ${i?.title}`);
	return /** @type {LocalizedString} */ (`Beginn verlegt: ${i?.title}`)
	
};

/**
* | type | output |
* | --- | --- |
* | "match" | "Kickoff moved: {title}" |
* | * | "Start moved: {title}" |
*
* @param {Mail_Events_Moved_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_subject = /** @type {((inputs: Mail_Events_Moved_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_subject(inputs)
	return en_mail_events_moved_subject(inputs)
});