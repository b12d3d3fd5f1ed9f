/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, electorate: NonNullable<unknown> }} Meetings_TurnoutInputs */

const en_meetings_turnout = /** @type {(inputs: Meetings_TurnoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.electorate} voted.`)
};

const de_meetings_turnout = /** @type {(inputs: Meetings_TurnoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} von ${i?.electorate} haben abgestimmt.`)
};

/**
* | output |
* | --- |
* | "{count} of {electorate} voted." |
*
* @param {Meetings_TurnoutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_turnout = /** @type {((inputs: Meetings_TurnoutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_TurnoutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_turnout(inputs)
	return en_meetings_turnout(inputs)
});