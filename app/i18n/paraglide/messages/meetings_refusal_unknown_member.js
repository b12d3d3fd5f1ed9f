/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Unknown_MemberInputs */

const en_meetings_refusal_unknown_member = /** @type {(inputs: Meetings_Refusal_Unknown_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No account has this email address.`)
};

const de_meetings_refusal_unknown_member = /** @type {(inputs: Meetings_Refusal_Unknown_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu dieser E-Mail-Adresse gibt es kein Konto.`)
};

/**
* | output |
* | --- |
* | "No account has this email address." |
*
* @param {Meetings_Refusal_Unknown_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_unknown_member = /** @type {((inputs?: Meetings_Refusal_Unknown_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Unknown_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_unknown_member(inputs)
	return en_meetings_refusal_unknown_member(inputs)
});