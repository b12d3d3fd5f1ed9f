/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Results_LinkInputs */

const en_meetings_results_link = /** @type {(inputs: Meetings_Results_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the results`)
};

const de_meetings_results_link = /** @type {(inputs: Meetings_Results_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu den Ergebnissen`)
};

/**
* | output |
* | --- |
* | "See the results" |
*
* @param {Meetings_Results_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_results_link = /** @type {((inputs?: Meetings_Results_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Results_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_results_link(inputs)
	return en_meetings_results_link(inputs)
});