/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ command: NonNullable<unknown> }} Meetings_RecountInputs */

const en_meetings_recount = /** @type {(inputs: Meetings_RecountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To recount: ${i?.command}, or from the published list:`)
};

const de_meetings_recount = /** @type {(inputs: Meetings_RecountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Nachzählen: ${i?.command}, oder aus der veröffentlichten Liste:`)
};

/**
* | output |
* | --- |
* | "To recount: {command}, or from the published list:" |
*
* @param {Meetings_RecountInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_recount = /** @type {((inputs: Meetings_RecountInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_RecountInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_recount(inputs)
	return en_meetings_recount(inputs)
});