/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_Claim_EventsInputs */

const en_membership_join_claim_events = /** @type {(inputs: Membership_Join_Claim_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events per year`)
};

const de_membership_join_claim_events = /** @type {(inputs: Membership_Join_Claim_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termine pro Jahr`)
};

/**
* | output |
* | --- |
* | "Events per year" |
*
* @param {Membership_Join_Claim_EventsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_claim_events = /** @type {((inputs?: Membership_Join_Claim_EventsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_Claim_EventsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_claim_events(inputs)
	return en_membership_join_claim_events(inputs)
});