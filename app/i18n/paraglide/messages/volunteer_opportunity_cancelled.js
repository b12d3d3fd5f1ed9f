/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Opportunity_CancelledInputs */

const en_volunteer_opportunity_cancelled = /** @type {(inputs: Volunteer_Opportunity_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This opportunity was cancelled and its volunteers were told; create a new opportunity instead of reopening it.`)
};

const de_volunteer_opportunity_cancelled = /** @type {(inputs: Volunteer_Opportunity_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Helferschicht wurde abgesagt und die Helfer:innen wurden informiert. Leg eine neue an, statt sie wieder zu öffnen.`)
};

/**
* | output |
* | --- |
* | "This opportunity was cancelled and its volunteers were told; create a new opportunity instead of reopening it." |
*
* @param {Volunteer_Opportunity_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_opportunity_cancelled = /** @type {((inputs?: Volunteer_Opportunity_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Opportunity_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_opportunity_cancelled(inputs)
	return en_volunteer_opportunity_cancelled(inputs)
});