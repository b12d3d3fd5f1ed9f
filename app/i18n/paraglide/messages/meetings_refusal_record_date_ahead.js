/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Record_Date_AheadInputs */

const en_meetings_refusal_record_date_ahead = /** @type {(inputs: Meetings_Refusal_Record_Date_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The record date is still ahead: the notice can go out once it has passed.`)
};

const de_meetings_refusal_record_date_ahead = /** @type {(inputs: Meetings_Refusal_Record_Date_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Stichtag liegt noch in der Zukunft: Die Einladung kann erst danach verschickt werden.`)
};

/**
* | output |
* | --- |
* | "The record date is still ahead: the notice can go out once it has passed." |
*
* @param {Meetings_Refusal_Record_Date_AheadInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_record_date_ahead = /** @type {((inputs?: Meetings_Refusal_Record_Date_AheadInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Record_Date_AheadInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_record_date_ahead(inputs)
	return en_meetings_refusal_record_date_ahead(inputs)
});