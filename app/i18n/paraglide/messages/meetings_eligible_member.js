/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Meetings_Eligible_MemberInputs */

const en_meetings_eligible_member = /** @type {(inputs: Meetings_Eligible_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may vote: you were a member on the record date, ${i?.date}.`)
};

const de_meetings_eligible_member = /** @type {(inputs: Meetings_Eligible_MemberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du darfst abstimmen: Du warst am Stichtag, ${i?.date}, Mitglied.`)
};

/**
* | output |
* | --- |
* | "You may vote: you were a member on the record date, {date}." |
*
* @param {Meetings_Eligible_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_eligible_member = /** @type {((inputs: Meetings_Eligible_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Eligible_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_eligible_member(inputs)
	return en_meetings_eligible_member(inputs)
});