/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Meetings_Eligible_HouseholdInputs */

const en_meetings_eligible_household = /** @type {(inputs: Meetings_Eligible_HouseholdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may vote: you were in a member's household on the record date, ${i?.date}.`)
};

const de_meetings_eligible_household = /** @type {(inputs: Meetings_Eligible_HouseholdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du darfst abstimmen: Du gehörtest am Stichtag, ${i?.date}, zum Haushalt eines Mitglieds.`)
};

/**
* | output |
* | --- |
* | "You may vote: you were in a member's household on the record date, {date}." |
*
* @param {Meetings_Eligible_HouseholdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_eligible_household = /** @type {((inputs: Meetings_Eligible_HouseholdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Eligible_HouseholdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_eligible_household(inputs)
	return en_meetings_eligible_household(inputs)
});