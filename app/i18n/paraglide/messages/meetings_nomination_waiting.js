/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Meetings_Nomination_WaitingInputs */

const en_meetings_nomination_waiting = /** @type {(inputs: Meetings_Nomination_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are nominated for ${i?.title}. Only candidates who accept are on the ballot.`)
};

const de_meetings_nomination_waiting = /** @type {(inputs: Meetings_Nomination_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bist nominiert für: ${i?.title}. Nur wer die Nominierung annimmt, steht auf dem Stimmzettel.`)
};

/**
* | output |
* | --- |
* | "You are nominated for {title}. Only candidates who accept are on the ballot." |
*
* @param {Meetings_Nomination_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_nomination_waiting = /** @type {((inputs: Meetings_Nomination_WaitingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Nomination_WaitingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_nomination_waiting(inputs)
	return en_meetings_nomination_waiting(inputs)
});