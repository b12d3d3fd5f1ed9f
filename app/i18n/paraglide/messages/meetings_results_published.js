/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Meetings_Results_PublishedInputs */

const en_meetings_results_published = /** @type {(inputs: Meetings_Results_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voting closed and the results were published on ${i?.when}.`)
};

const de_meetings_results_published = /** @type {(inputs: Meetings_Results_PublishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Abstimmung wurde am ${i?.when} geschlossen und die Ergebnisse veröffentlicht.`)
};

/**
* | output |
* | --- |
* | "Voting closed and the results were published on {when}." |
*
* @param {Meetings_Results_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_results_published = /** @type {((inputs: Meetings_Results_PublishedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Results_PublishedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_results_published(inputs)
	return en_meetings_results_published(inputs)
});