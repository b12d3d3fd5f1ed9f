/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Meetings_Results_ElectorateInputs */

const en_meetings_results_electorate = /** @type {(inputs: Meetings_Results_ElectorateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} members could vote.`)
};

const de_meetings_results_electorate = /** @type {(inputs: Meetings_Results_ElectorateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Mitglieder durften abstimmen.`)
};

/**
* | output |
* | --- |
* | "{count} members could vote." |
*
* @param {Meetings_Results_ElectorateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_results_electorate = /** @type {((inputs: Meetings_Results_ElectorateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Results_ElectorateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_results_electorate(inputs)
	return en_meetings_results_electorate(inputs)
});