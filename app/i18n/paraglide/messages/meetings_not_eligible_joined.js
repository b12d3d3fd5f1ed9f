/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Meetings_Not_Eligible_JoinedInputs */

const en_meetings_not_eligible_joined = /** @type {(inputs: Meetings_Not_Eligible_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You cannot vote at this meeting: you joined after the record date, ${i?.date}. Only those who were members then may vote.`)
};

const de_meetings_not_eligible_joined = /** @type {(inputs: Meetings_Not_Eligible_JoinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du kannst bei dieser Versammlung nicht abstimmen: Du bist nach dem Stichtag, ${i?.date}, beigetreten. Abstimmen darf nur, wer damals Mitglied war.`)
};

/**
* | output |
* | --- |
* | "You cannot vote at this meeting: you joined after the record date, {date}. Only those who were members then may vote." |
*
* @param {Meetings_Not_Eligible_JoinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_not_eligible_joined = /** @type {((inputs: Meetings_Not_Eligible_JoinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Not_Eligible_JoinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_not_eligible_joined(inputs)
	return en_meetings_not_eligible_joined(inputs)
});