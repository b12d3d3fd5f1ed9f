/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Online_LinkInputs */

const en_meetings_online_link = /** @type {(inputs: Meetings_Online_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join online`)
};

const de_meetings_online_link = /** @type {(inputs: Meetings_Online_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online teilnehmen`)
};

/**
* | output |
* | --- |
* | "Join online" |
*
* @param {Meetings_Online_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_online_link = /** @type {((inputs?: Meetings_Online_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Online_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_online_link(inputs)
	return en_meetings_online_link(inputs)
});